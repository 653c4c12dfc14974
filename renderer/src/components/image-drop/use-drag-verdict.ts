/**
 * The verdict while something is dragged over a zone.
 *
 * Enter and leave fire for every child the pointer crosses, so a depth count
 * says when the drag has really left. A zone that sits in a panel taking many
 * photos at once (`passMany`: a speaker's card) leaves several files, or a
 * folder, to the panel: it neither claims the drag nor the drop, which bubble
 * on to it.
 */
import { useRef, useState, type DragEvent } from 'react'
import type { ImageTarget } from '@shared/images/precheck'
import { dragItemsOf, dragVerdict, type DragVerdict } from './drag-verdict'

const fileItems = (transfer: DataTransfer) =>
  Array.from(transfer.items).filter((item) => item.kind === 'file')

/** Several files, or a folder (known only on drop, from its entry). */
function carriesMany(transfer: DataTransfer, dropped: boolean): boolean {
  const files = fileItems(transfer)
  if (files.length > 1) return true
  return dropped && files[0]?.webkitGetAsEntry()?.isDirectory === true
}

export function useDragVerdict(
  target: ImageTarget,
  on: { onFile: (file: File) => void; onLink: (url: string) => void; passMany?: boolean },
) {
  const [verdict, setVerdict] = useState<DragVerdict | null>(null)
  const depth = useRef(0)

  const read = (event: DragEvent) => {
    const items = dragItemsOf(event.dataTransfer).map((item, i) => ({
      ...item,
      // A drag usually withholds the file; where a browser gives it, its size counts too.
      size: event.dataTransfer.files[i]?.size,
    }))
    return dragVerdict(items, target)
  }

  return {
    verdict,
    handlers: {
      onDragEnter(event: DragEvent) {
        if (on.passMany && carriesMany(event.dataTransfer, false)) return
        event.preventDefault()
        depth.current += 1
        setVerdict(read(event))
      },
      onDragOver(event: DragEvent) {
        if (on.passMany && carriesMany(event.dataTransfer, false)) return
        event.preventDefault()
        const next = read(event)
        event.dataTransfer.dropEffect = next.state === 'refuse' ? 'none' : 'copy'
        setVerdict((old) =>
          old?.state === next.state && old.message === next.message ? old : next,
        )
      },
      onDragLeave() {
        depth.current = Math.max(0, depth.current - 1)
        if (depth.current === 0) setVerdict(null)
      },
      onDrop(event: DragEvent) {
        depth.current = 0
        setVerdict(null)
        if (on.passMany && carriesMany(event.dataTransfer, true)) return
        event.preventDefault()
        const files = event.dataTransfer.files
        const file = files[0]
        if (files.length === 1 && file) {
          on.onFile(file)
          return
        }
        // A link dragged from a web page: offered as the image address, to confirm.
        const link = event.dataTransfer.getData('text/uri-list').split(/\r?\n/)[0]?.trim()
        if (files.length === 0 && link && /^https?:\/\//i.test(link)) on.onLink(link)
        // Several files where only one is taken: the drag already said why.
      },
    },
  }
}
