/**
 * What a tolerant read changed, and the quiet notices that say so.
 *
 * The schemas read an odd value as text or leave it out (tolerant.ts); this
 * finds where by walking the answer beside what was read, takes the holes
 * left in lists out, and names each place by its field path with list
 * positions collapsed (`data[].customFieldsData[].value`), so a field is
 * named once however many records held it. Values are described by their
 * type only, never quoted.
 */
/** One field path and the types met there (sorted). */
export interface FieldNote {
  path: string
  types: string[]
}

/** What a read changed; checked where it crosses a boundary by read-notes-schema.ts. */
export interface ReadNotes {
  /** Values of another type than expected, kept as text. */
  asText: FieldNote[]
  /** Values that could not be used at all, left out (a list where an object belongs). */
  leftOut: FieldNote[]
  /** Records of a list without a usable ID, skipped. */
  skipped: number
}

export const NO_NOTES: ReadNotes = Object.freeze({ asText: [], leftOut: [], skipped: 0 })

export function hasNotes(notes: ReadNotes): boolean {
  return notes.asText.length > 0 || notes.leftOut.length > 0 || notes.skipped > 0
}

/** A value's type as a notice names it. */
function typeName(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'list'
  if (typeof value === 'string') return 'text'
  return typeof value
}

/** Field path → the types met there. */
type Found = Map<string, Set<string>>

function add(found: Found, path: string, value: unknown): void {
  let types = found.get(path)
  if (!types) found.set(path, (types = new Set()))
  types.add(typeName(value))
}

/** What a walk finds: values read as text, values left out, records skipped. */
class Collector {
  readonly text: Found = new Map()
  readonly out: Found = new Map()
  skipped = 0

  constructor(private readonly recordsAt: string | undefined) {}

  leftOut(path: string, value: unknown): void {
    if (path === this.recordsAt) this.skipped++
    else add(this.out, path, value)
  }

  notes(): ReadNotes {
    return { asText: listed(this.text), leftOut: listed(this.out), skipped: this.skipped }
  }
}

/** By path, so the same fields are always told in the same order. */
const listed = (found: Found): FieldNote[] =>
  [...found]
    .map(([path, types]) => ({ path, types: [...types].sort() }))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

const join = (path: string, key: string) => (path ? `${path}.${key}` : key)

/**
 * Walks `input` (the answer) beside `output` (what zod read from it).
 *
 * Notes every value read as text or left out, and removes the holes left in
 * lists (in place: zod's output is a copy). Parts zod passed through unread
 * (the same reference) cannot hold a change and are not entered.
 */
function walk(input: unknown, output: unknown, path: string, found: Collector): unknown {
  if (input === output) return output
  if (typeof output === 'string') {
    if (typeof input !== 'string' && input !== undefined && input !== null)
      add(found.text, path, input)
    return output
  }
  if (Array.isArray(output) && Array.isArray(input)) {
    const kept: unknown[] = []
    const at = `${path}[]`
    for (let i = 0; i < output.length; i++) {
      if (output[i] === undefined && input[i] !== undefined) found.leftOut(at, input[i])
      else kept.push(walk(input[i], output[i], at, found))
    }
    return kept
  }
  if (isRecord(output) && isRecord(input)) {
    for (const key of Object.keys(output)) {
      const was = input[key]
      if (output[key] === undefined) {
        if (was !== undefined && was !== null) found.leftOut(join(path, key), was)
        delete output[key]
      } else output[key] = walk(was, output[key], join(path, key), found)
    }
  }
  return output
}

/**
 * What was read from `input`, its lists without holes, and the notes.
 *
 * Items left out of the list at `recordsAt` (`'data[]'` for a page) are
 * records: they are counted as skipped, not named.
 */
export function collectNotes<T>(
  input: unknown,
  output: T,
  recordsAt?: string,
): { value: T; notes: ReadNotes } {
  const found = new Collector(recordsAt)
  const value = walk(input, output, '', found) as T
  return { value, notes: found.notes() }
}

function mergeFields(a: readonly FieldNote[], b: readonly FieldNote[]): FieldNote[] {
  const found: Found = new Map()
  for (const { path, types } of [...a, ...b]) {
    const known = found.get(path) ?? new Set<string>()
    for (const type of types) known.add(type)
    found.set(path, known)
  }
  // Paths come from the schemas, so there are few; the cap only guards the bridge's bound.
  return listed(found).slice(0, 500)
}

/** Notes of several reads as one (pages of one screen, or of one export). */
export function mergeNotes(a: ReadNotes, b: ReadNotes): ReadNotes {
  if (!hasNotes(b)) return a
  if (!hasNotes(a)) return b
  return {
    asText: mergeFields(a.asText, b.asText),
    leftOut: mergeFields(a.leftOut, b.leftOut),
    skipped: a.skipped + b.skipped,
  }
}

/** A path as a person reads it: `data[].customFieldsData[].value` is `customFieldsData.value`. */
export function fieldLabel(path: string): string {
  return path.replace(/^data\[\]\.?/, '').replaceAll('[]', '') || 'record'
}

const fields = (notes: readonly FieldNote[]) =>
  notes.map((n) => `${fieldLabel(n.path)} (${n.types.join(', ')})`).join('; ')

/**
 * The notices for `notes`, one sentence each in an organizer's words: values
 * shown as text, left out, records skipped. Which fields, and what was found
 * in them, is `noticeDetails`'s, shown one click away.
 */
export function noticeSentences(notes: ReadNotes): string[] {
  const sentences: string[] = []
  if (notes.asText.length > 0) {
    sentences.push('Some values came in another form than usual and are shown as sent.')
  }
  if (notes.leftOut.length > 0) {
    sentences.push('Some values came in a form Stagehand cannot read and are left out.')
  }
  if (notes.skipped > 0) {
    sentences.push(
      notes.skipped === 1
        ? '1 record without an ID was skipped.'
        : `${notes.skipped.toLocaleString('en-US')} records without an ID were skipped.`,
    )
  }
  return sentences
}

/** For support, under "Details": each field and the types found in it. */
export function noticeDetails(notes: ReadNotes): string[] {
  const lines: string[] = []
  if (notes.asText.length > 0) lines.push(`Shown as text: ${fields(notes.asText)}.`)
  if (notes.leftOut.length > 0) lines.push(`Left out: ${fields(notes.leftOut)}.`)
  return lines
}
