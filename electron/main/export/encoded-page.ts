/**
 * A page of an export waiting for its turn to be written.
 *
 * Its rows as CSV bytes in one buffer, with where each row ends. Pages arrive
 * out of order and wait; held as bytes outside the JavaScript heap, they cost
 * the garbage collector nothing (held as cells, each page was thousands of
 * small strings that every collection had to copy). Where rows end lets rows
 * whose id was already written (a list that shifted while it was read) be left
 * out.
 */
import type { Attendee } from '@shared/api/schemas'
import type { CsvEncoder } from './csv-writer'

export interface EncodedPage {
  ids: string[]
  bytes: Buffer
  /** Byte offset where each row ends (its CRLF included), in the order of `ids`. */
  ends: number[]
}

export function encodePage(items: readonly Attendee[], encoder: CsvEncoder): EncodedPage {
  const ids = new Array<string>(items.length)
  const lines = new Array<string>(items.length)
  let size = 0
  for (let i = 0; i < items.length; i++) {
    ids[i] = items[i]!.id
    lines[i] = encoder.line(items[i]!)
    size += Buffer.byteLength(lines[i]!, 'utf8')
  }
  // Each line encoded straight into place: joining them first would build one
  // more copy of the page as text (two bytes a character once any is non-Latin).
  const bytes = Buffer.allocUnsafe(size)
  const ends = new Array<number>(items.length)
  let at = 0
  for (let i = 0; i < lines.length; i++) {
    at += bytes.write(lines[i]!, at, 'utf8')
    ends[i] = at
  }
  return { ids, bytes: bytes.subarray(0, at), ends }
}

/**
 * The bytes of the rows whose id is not in `seen`, in order, as views of the
 * page's buffer (the whole of it when every row is new); their ids are added
 * to `seen` and to `keptIds`, the ids of the rows left out to `leftOutIds`.
 */
export function newRows(
  page: EncodedPage,
  seen: Set<string>,
  keptIds: string[],
  leftOutIds: string[] = [],
): Buffer[] {
  const out: Buffer[] = []
  let runStart = -1
  let start = 0
  for (let i = 0; i < page.ids.length; i++) {
    const id = page.ids[i]!
    if (seen.has(id)) {
      leftOutIds.push(id)
      if (runStart >= 0) out.push(page.bytes.subarray(runStart, start))
      runStart = -1
    } else {
      seen.add(id)
      keptIds.push(id)
      if (runStart < 0) runStart = start
    }
    start = page.ends[i]!
  }
  if (runStart >= 0) out.push(page.bytes.subarray(runStart, start))
  return out
}

/**
 * The last row of those `newRows` gave for `page`, line end included; null when it gave none.
 *
 * Its runs are views of the page's buffer, so where the last one ends says which row it is.
 */
export function lastRowOf(page: EncodedPage, rows: readonly Buffer[]): Buffer | null {
  const run = rows.at(-1)
  if (!run) return null
  const end = run.byteOffset - page.bytes.byteOffset + run.length
  const i = page.ends.lastIndexOf(end)
  return page.bytes.subarray(i > 0 ? page.ends[i - 1]! : 0, end)
}
