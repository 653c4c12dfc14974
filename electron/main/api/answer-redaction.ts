/**
 * The key taken out of every answer the service gives, before anything reads it.
 *
 * A service may echo what it was sent, the key included, in a successful
 * answer as in an error. Whatever a 2xx answer holds may be stored (the
 * catalog, the change journal, session drafts, an export) or sent to the
 * window, so the key is taken out of the answer itself, as the log and the
 * error sentences take it out (http-errors.ts, logging/logger.ts).
 */
import { keyRedaction, redactJson } from './http-errors'

/** The forms the key may take in an answer's bytes: as itself, and escaped as JSON may write it. */
function needles(apiKey: string): Buffer[] {
  const escaped = JSON.stringify(apiKey).slice(1, -1)
  const forms = new Set([apiKey, escaped, escaped.replaceAll('/', '\\/')])
  return [...forms].map((form) => Buffer.from(form, 'utf8'))
}

/**
 * `bytes` with the key taken out of every string of the answer (member names too).
 *
 * An answer without the key (the usual case) is given back as it is, not copied:
 * only a search of its bytes is spent on it.
 */
export function redactAnswer(bytes: Uint8Array, apiKey: string): Uint8Array {
  // The log's redactor ignores shorter secrets too: they would match ordinary text.
  if (apiKey.length < 4 || bytes.byteLength === 0) return bytes
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (!needles(apiKey).some((needle) => view.indexOf(needle) >= 0)) return bytes
  const redact = keyRedaction(apiKey)
  const text = new TextDecoder().decode(bytes)
  let out: string
  try {
    out = JSON.stringify(redactJson(JSON.parse(text) as unknown, redact))
  } catch {
    // Not JSON (a cut-off answer, a page of HTML): its text, read as the error sentences read it.
    out = redact(text)
  }
  return new TextEncoder().encode(out)
}
