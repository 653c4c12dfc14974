/**
 * JSON.parse for a response body's bytes, without making the body one string.
 *
 * A page of attendees is about 220 KB of JSON. Decoded whole, it becomes a
 * string V8 must place in its large-object space, in fresh memory each time,
 * and that allocation (not the parsing) was the largest part of reading a
 * page. So the top-level object's array under `arrayKey` is cut at its
 * elements' boundaries on the bytes, and each element (a few KB) is decoded
 * and parsed on its own, as is the envelope around the array.
 *
 * Cuts fall only on ASCII structure (quotes, brackets, commas) found outside
 * strings, so never inside a multi-byte character, and the pieces decode to
 * exactly the text of the whole. Anything unexpected (no such array, a
 * top-level key written with escapes, invalid JSON) falls back to decoding
 * the whole body: the answer, and any error, are JSON.parse's own.
 */

const QUOTE = 0x22
const BACKSLASH = 0x5c
const COMMA = 0x2c
const OPEN_OBJECT = 0x7b
const CLOSE_OBJECT = 0x7d
const OPEN_ARRAY = 0x5b
const CLOSE_ARRAY = 0x5d

const decoder = new TextDecoder()

/** Where the array sits (its brackets) and where each element starts and ends (end exclusive). */
export interface Cut {
  open: number
  close: number
  starts: number[]
  ends: number[]
}

/** Index just past the string whose opening quote is at `at`, or -1 if it never closes. */
function stringEnd(bytes: Buffer, at: number): number {
  let quote = at
  for (;;) {
    quote = bytes.indexOf(QUOTE, quote + 1)
    if (quote < 0) return -1
    let backslashes = 0
    for (let k = quote - 1; bytes[k] === BACKSLASH; k--) backslashes++
    if (backslashes % 2 === 0) return quote + 1
  }
}

function isWhitespace(byte: number): boolean {
  return byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09
}

/** True when bytes[from, to) hold nothing but JSON whitespace. */
function blank(bytes: Buffer, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (!isWhitespace(bytes[i]!)) return false
  return true
}

/**
 * Finds the array under `key` in the top-level object, and its elements.
 *
 * Null when the body is not shaped so (or when cutting could misread it).
 * Exported for tests: parseJsonBytes falls back when a cut goes wrong, so its
 * answers alone cannot show the cut is right.
 */
export function cutArray(bytes: Buffer, key: Buffer): Cut | null {
  let depth = 0
  let cut: Cut | null = null
  /** In the top-level object: a key is due next; the last key read was `key`. */
  let keyDue = false
  let atKey = false
  /** Inside the array, between its brackets. */
  let inArray = false
  let elementStart = 0
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i]!
    if (byte === QUOTE) {
      const end = stringEnd(bytes, i)
      if (end < 0) return null
      if (depth === 1) {
        if (keyDue) {
          // A key spelt with escapes could equal `key` once parsed: not cut.
          if (bytes.subarray(i + 1, end - 1).includes(BACKSLASH)) return null
          // With the key twice, the last array found is cut: JSON.parse keeps the last too.
          atKey =
            end - i - 2 === key.length && bytes.compare(key, 0, key.length, i + 1, end - 1) === 0
          keyDue = false
        } else atKey = false // a string value
      }
      i = end - 1
    } else if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) {
      if (depth === 0 && byte !== OPEN_OBJECT) return null
      if (depth === 1 && byte === OPEN_ARRAY && atKey) {
        cut = { open: i, close: -1, starts: [], ends: [] }
        inArray = true
        elementStart = i + 1
      }
      atKey = false
      depth++
      if (depth === 1) keyDue = true
    } else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) {
      depth--
      if (depth < 0) return null
      if (depth === 1 && inArray) {
        inArray = false
        cut!.close = i
        // `[]` has no element; `[1,]` ends with an empty one, which JSON.parse refuses.
        if (cut!.starts.length > 0 || !blank(bytes, elementStart, i)) {
          cut!.starts.push(elementStart)
          cut!.ends.push(i)
        }
      }
      if (depth === 0 && !blank(bytes, i + 1, bytes.length)) return null
    } else if (byte === COMMA) {
      if (depth === 1) {
        keyDue = true
        atKey = false
      } else if (depth === 2 && inArray) {
        cut!.starts.push(elementStart)
        cut!.ends.push(i)
        elementStart = i + 1
      }
    }
  }
  return depth === 0 && cut && cut.close > 0 ? cut : null
}

const asBuffer = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
const text = (buffer: Buffer, from: number, to: number) => buffer.toString('utf8', from, to)

/**
 * The cut and the top-level object with the cut array left empty; null when
 * the body cannot be cut or what lies around the array is not JSON.
 */
function cutEnvelope(
  bytes: Uint8Array,
  arrayKey: string,
): { buffer: Buffer; cut: Cut; envelope: Record<string, unknown> } | null {
  const buffer = asBuffer(bytes)
  const cut = cutArray(buffer, Buffer.from(arrayKey))
  if (!cut) return null
  try {
    const outside = text(buffer, 0, cut.open) + '[]' + text(buffer, cut.close + 1, buffer.length)
    return { buffer, cut, envelope: JSON.parse(outside) as Record<string, unknown> }
  } catch {
    return null
  }
}

/**
 * The value of `bytes` read element by element; null when they cannot be so
 * read (then the whole body must be, which also says what is wrong with it).
 */
export function parseByElements(bytes: Uint8Array, arrayKey = 'data'): { value: unknown } | null {
  const read = cutEnvelope(bytes, arrayKey)
  if (!read) return null
  const { buffer, cut, envelope } = read
  try {
    const elements = new Array<unknown>(cut.starts.length)
    for (let e = 0; e < elements.length; e++) {
      elements[e] = JSON.parse(text(buffer, cut.starts[e]!, cut.ends[e]!))
    }
    envelope[arrayKey] = elements
    return { value: envelope }
  } catch {
    return null
  }
}

/** The value JSON.parse gives for the UTF-8 text of `bytes`, and the error it throws. */
export function parseJsonBytes(bytes: Uint8Array, arrayKey = 'data'): unknown {
  const read = parseByElements(bytes, arrayKey)
  return read ? read.value : (JSON.parse(decoder.decode(bytes)) as unknown)
}

/**
 * The top-level object without the array under `arrayKey`, and the array's length.
 *
 * Both are read without reading the elements (a fraction of a millisecond for a
 * page): enough to decide what to fetch next while the page itself is read
 * elsewhere. Null when the body is not so shaped or the envelope is not JSON;
 * the elements themselves are not checked.
 */
export function peekJsonBytes(
  bytes: Uint8Array,
  arrayKey = 'data',
): { envelope: Record<string, unknown>; count: number } | null {
  const read = cutEnvelope(bytes, arrayKey)
  return read && { envelope: read.envelope, count: read.cut.starts.length }
}
