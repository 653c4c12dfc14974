/**
 * A row's photo in the bulk review, shown from an object URL once its header
 * has been read and only when the window may show it (`shown`): a format the
 * browser cannot show, or hundreds of megapixels, get an empty box instead.
 */
import { useEffect, useState } from 'react'
import { objectUrls } from '@renderer/lib/object-urls'

export function BulkThumbnail({ file, shown }: { file: File; shown: boolean }) {
  // A file that still fails to show (a broken JPEG) gets the empty box, not a broken-image icon.
  const [unreadable, setUnreadable] = useState(false)
  if (!shown || unreadable) return <span className="bulk-table__thumb" aria-hidden="true" />
  return <Shown file={file} onError={() => setUnreadable(true)} />
}

function Shown({ file, onError }: { file: File; onError: () => void }) {
  const url = objectUrls.urlOf(file)
  useEffect(() => objectUrls.hold(file), [file])
  return (
    <img className="bulk-table__thumb" src={url} alt="" width={40} height={40} onError={onError} />
  )
}
