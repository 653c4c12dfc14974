/**
 * What a drop zone says while something is dragged over it, before release.
 *
 * During a drag the browser shows only each item's kind and MIME type (the
 * file itself and its size are withheld until the drop, except where a
 * browser gives them); where the type is empty too, the answer is
 * "checking…", settled from the bytes once dropped.
 */
import { IMAGE_RULES, MAX_IMAGE_BYTES, type ImageTarget } from '@shared/images/precheck'
import { formatList } from '@shared/images/rules'
import { formatOfMime } from './formats'

/** The part of a DataTransferItem a drag shows. */
export interface DragItem {
  kind: string
  type: string
  /** Bytes, where the browser gives the file during the drag. */
  size?: number | undefined
}

export type DragVerdict =
  | { state: 'accept'; message: string }
  /** Not usable as is, but the browser can convert it: the drop is taken. */
  | { state: 'convert'; message: string }
  | { state: 'checking'; message: string }
  | { state: 'refuse'; message: string }

export function dragVerdict(items: readonly DragItem[], target: ImageTarget): DragVerdict {
  const rule = IMAGE_RULES[target]
  const files = items.filter((i) => i.kind === 'file')
  if (files.length === 0 && items.some((i) => i.type === 'text/uri-list')) {
    return { state: 'accept', message: 'A link: drop to upload the image at that address' }
  }
  if (files.length === 0) {
    return {
      state: 'refuse',
      message: `Not a file: drop an image file (${formatList(rule.formats)})`,
    }
  }
  if (files.length > 1) {
    return {
      state: 'refuse',
      message: `${files.length} files: drop one image here (${rule.noun} take one file)`,
    }
  }
  const file = files[0]!
  const format = formatOfMime(file.type)
  const tooBig = file.size !== undefined && file.size > MAX_IMAGE_BYTES
  if (!format) {
    if (file.type && !file.type.startsWith('image/')) {
      return {
        state: 'refuse',
        message: `Not an image (${file.type}): ${rule.noun} must be ${formatList(rule.formats)}`,
      }
    }
    return { state: 'checking', message: 'Checking… the type is read from the file once dropped' }
  }
  const usable = format.accepted !== null && rule.formats.includes(format.accepted)
  if (usable && !tooBig) {
    return { state: 'accept', message: `${format.name} image: drop to check and upload` }
  }
  if (format.browserDecodes) {
    const why = usable ? 'over 4 MB' : `${rule.noun} must be ${formatList(rule.formats)}`
    return {
      state: 'convert',
      message: `${format.name} image, ${why}: drop to convert it to JPEG or PNG`,
    }
  }
  const hint = format.hint ? `; ${format.hint}` : ''
  return {
    state: 'refuse',
    message: `${format.name} image: ${rule.noun} must be ${formatList(rule.formats)}${hint}`,
  }
}

/** The items of a drag event, read without touching the files (which a drag withholds). */
export function dragItemsOf(transfer: DataTransfer | null): DragItem[] {
  if (!transfer) return []
  return Array.from(transfer.items, (item) => ({ kind: item.kind, type: item.type }))
}
