/**
 * "Convert and fit", side by side.
 *
 * The file as dropped and the JPEG or PNG made of it (sizes and dimensions of
 * both, and why that format), for the user to accept before anything is
 * uploaded. A PNG's frame is a checkerboard, so its kept transparency shows.
 */
import { useEffect } from 'react'
import { fitOutputNote } from '@shared/images/fit'
import { objectUrls } from '@renderer/lib/object-urls'
import { Button, cx } from '../Button'
import { previewable } from './previewable'
import type { DroppedImage } from './dropped-image'
import './fit-compare.css'

function Side({
  title,
  image,
  note,
  transparent = false,
}: {
  title: string
  image: DroppedImage
  note?: string
  transparent?: boolean
}) {
  const url = objectUrls.urlOf(image.blob)
  useEffect(() => objectUrls.hold(image.blob), [image.blob])
  return (
    <figure className="fit-compare__side">
      <figcaption className="fit-compare__title">{title}</figcaption>
      <div className={cx('fit-compare__frame', transparent && 'fit-compare__frame--transparent')}>
        {/* A format the browser cannot show (HEIC) never reaches here: only decodable ones convert. */}
        {previewable(image) ? (
          <img src={url} alt={`${title}: ${image.verdict.summary}`} />
        ) : (
          <span className="fit-compare__unshown">Too large to show here</span>
        )}
      </div>
      <p className="fit-compare__facts">{image.verdict.summary}</p>
      {note ? (
        <p className="fit-compare__why" data-testid="fit-output">
          {note}
        </p>
      ) : null}
    </figure>
  )
}

export function FitCompare({
  before,
  after,
  output,
  onAccept,
  onCancel,
}: {
  before: DroppedImage
  after: DroppedImage
  output: 'jpeg' | 'png'
  onAccept: () => void
  onCancel: () => void
}) {
  return (
    <div
      className="fit-compare"
      role="group"
      aria-label="Convert and fit"
      data-testid="image-drop-compare"
    >
      <div className="fit-compare__sides">
        <Side title="Before" image={before} />
        <Side
          title="After"
          image={after}
          note={fitOutputNote(output)}
          transparent={output === 'png'}
        />
      </div>
      <div className="fit-compare__actions">
        <Button variant="primary" size="sm" onClick={onAccept}>
          Upload converted
        </Button>
        <Button variant="ghost" size="sm" onClick={onCancel}>
          Discard
        </Button>
      </div>
    </div>
  )
}
