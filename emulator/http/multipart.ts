/**
 * A multipart/form-data body (RFC 7578, in the framing of RFC 2046) split into its parts.
 *
 * It works over the bytes already read: each part's content is a view of the
 * body, never a copy. The upload routes read a body of up to 4 MiB that holds
 * one image; parsing it through `Response.formData()` copied the image about
 * five times (stream chunks, the joined body, a File, its ArrayBuffer), which
 * was most of an upload's cost in the emulator besides the image check.
 *
 * Only what the routes need: part names, file names and contents. A body that
 * does not follow the framing is refused whole (MalformedMultipart).
 */

export interface MultipartPart {
  /** The `name` of its Content-Disposition. */
  name: string
  /** The `filename`, when the part is a file ('' when a form sent no file name). */
  fileName?: string
  /** A view of the body: the part's content, without copying. */
  content: Uint8Array
}

export class MalformedMultipart extends Error {}

/** The boundary named by a multipart Content-Type header, or undefined. */
export function boundaryOf(contentType: string): string | undefined {
  const match = /;\s*boundary\s*=\s*(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(contentType)
  return match ? (match[1] ?? match[2]) : undefined
}

/** More parts than any upload form sends; bounds the work of a hostile body. */
const MAX_PARTS = 100

/** The parts of `body`, in order; throws MalformedMultipart when its framing is broken. */
export function parseMultipart(body: Uint8Array, boundary: string): MultipartPart[] {
  const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength)
  const dashBoundary = Buffer.from(`--${boundary}`, 'latin1')
  const delimiter = Buffer.from(`\r\n--${boundary}`, 'latin1')
  const crlfAt = (i: number) => bytes[i] === 0x0d && bytes[i + 1] === 0x0a
  // The first boundary opens the body, or ends a preamble, which is ignored.
  let at = bytes.subarray(0, dashBoundary.length).equals(dashBoundary)
    ? 0
    : bytes.indexOf(delimiter) + 2
  if (at < 2 && at !== 0) throw new MalformedMultipart('no boundary')
  const parts: MultipartPart[] = []
  for (;;) {
    let p = at + dashBoundary.length
    if (bytes[p] === 0x2d && bytes[p + 1] === 0x2d) return parts // the closing boundary
    while (bytes[p] === 0x20 || bytes[p] === 0x09) p++ // transport padding
    if (!crlfAt(p)) throw new MalformedMultipart('a boundary line does not end')
    p += 2
    // Headers end with an empty line; a part may have none.
    const headerEnd = crlfAt(p) ? p - 2 : bytes.indexOf('\r\n\r\n', p, 'latin1')
    if (headerEnd < 0) throw new MalformedMultipart('part headers do not end')
    const start = headerEnd + 4
    const end = bytes.indexOf(delimiter, start)
    if (end < 0) throw new MalformedMultipart('a part does not end')
    if (parts.length === MAX_PARTS) throw new MalformedMultipart('too many parts')
    const headers = headerEnd < p ? '' : bytes.toString('utf8', p, headerEnd)
    parts.push({ ...formDataDisposition(headers), content: body.subarray(start, end) })
    at = end + 2
  }
}

/** The name and file name of a part, from its headers. */
function formDataDisposition(headers: string): { name: string; fileName?: string } {
  for (const line of headers.split('\r\n')) {
    const colon = line.indexOf(':')
    if (colon < 0) throw new MalformedMultipart('a part header has no colon')
    if (line.slice(0, colon).trim().toLowerCase() !== 'content-disposition') continue
    const value = line.slice(colon + 1)
    if (!/^\s*form-data\s*(;|$)/i.test(value)) break
    const name = parameter(value, 'name')
    if (name === undefined) break
    const fileName = parameter(value, 'filename')
    return fileName === undefined ? { name } : { name, fileName }
  }
  throw new MalformedMultipart('a part has no form-data name')
}

/** A Content-Disposition parameter, quoted (backslash escapes undone) or a token. */
function parameter(value: string, key: string): string | undefined {
  const match = new RegExp(`;\\s*${key}\\s*=\\s*(?:"((?:[^"\\\\]|\\\\.)*)"|([^\\s;"]+))`, 'i').exec(
    value,
  )
  if (!match) return undefined
  return match[1] !== undefined ? match[1].replace(/\\(.)/g, '$1') : match[2]
}
