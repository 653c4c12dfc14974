/**
 * A multipart/form-data body of one file part, built as one byte array.
 *
 * The part's headers, the file's bytes copied once, and the closing boundary.
 * FormData with a Blob copies a photo twice before fetch streams it out in
 * pieces, all on the main thread; one array is sent as it is, and a bulk upload
 * of fifty photos leaves the thread free sooner (docs/architecture.md,
 * "Processes": every HTTP call happens in main).
 */
import { randomUUID } from 'node:crypto'

export interface MultipartBody {
  body: Uint8Array<ArrayBuffer>
  /** The Content-Type header that names the body's boundary. */
  contentType: string
}

/**
 * Quotes a name for Content-Disposition as the HTML form encoder does: line
 * breaks and double quotes percent-encoded, so no name can end the header.
 */
function quotedName(name: string): string {
  return `"${name.replace(/\r/g, '%0D').replace(/\n/g, '%0A').replace(/"/g, '%22')}"`
}

export function multipartFileBody(
  field: string,
  file: { bytes: Uint8Array; fileName: string; contentType: string },
): MultipartBody {
  // A random boundary, as FormData's: 36 characters a photo's bytes will not hold by chance.
  const boundary = `----stagehand-${randomUUID()}`
  const encoder = new TextEncoder()
  const head = encoder.encode(
    `--${boundary}\r\n` +
      `Content-Disposition: form-data; name=${quotedName(field)}; filename=${quotedName(file.fileName)}\r\n` +
      `Content-Type: ${file.contentType}\r\n\r\n`,
  )
  const tail = encoder.encode(`\r\n--${boundary}--\r\n`)
  const body = new Uint8Array(head.length + file.bytes.length + tail.length)
  body.set(head, 0)
  body.set(file.bytes, head.length)
  body.set(tail, head.length + file.bytes.length)
  return { body, contentType: `multipart/form-data; boundary=${boundary}` }
}
