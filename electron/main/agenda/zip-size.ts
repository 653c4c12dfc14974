/**
 * How many bytes a zip archive (an .xlsx workbook) holds once unpacked.
 *
 * Read from its central directory before anything is unpacked, so a small
 * file that would unpack to gigabytes (a zip bomb) is refused up front. A
 * damaged directory, or a ZIP64 one (sizes that do not fit in 32 bits), gives
 * null: the caller refuses the file.
 */
const EOCD = 0x06054b50
const CENTRAL = 0x02014b50
const ZIP64_MARK = 0xffffffff

export function unzippedBytes(bytes: Uint8Array): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  // The end record is 22 bytes plus a comment of at most 65,535.
  let end = -1
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 65_535); i--) {
    if (view.getUint32(i, true) === EOCD) {
      end = i
      break
    }
  }
  if (end < 0) return null
  const entries = view.getUint16(end + 10, true)
  let at = view.getUint32(end + 16, true)
  if (at === ZIP64_MARK || entries === 0xffff) return null
  let total = 0
  for (let n = 0; n < entries; n++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== CENTRAL) return null
    const size = view.getUint32(at + 24, true)
    if (size === ZIP64_MARK) return null
    total += size
    at +=
      46 +
      view.getUint16(at + 28, true) +
      view.getUint16(at + 30, true) +
      view.getUint16(at + 32, true)
  }
  return total
}
