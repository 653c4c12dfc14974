/**
 * The journal's entries file: JSON Lines, one entry version a line (docs/journal.md).
 *
 * A line counts once its newline is on disk. An append is one write of the
 * whole line followed by a flush, so after a kill the file ends with whole
 * lines and at most one piece of a line after the last newline: the torn
 * write, dropped on the next open. Anything else that does not read as an
 * entry is damage, which the caller moves aside.
 */
import { open, readFile, truncate, type FileHandle } from 'node:fs/promises'
import { journalEntrySchema, type JournalEntry } from '@shared/journal/entry'
import { writeFileAtomic } from '@main/settings/atomic-file'

export interface LogRead {
  /** Every whole, valid line's entry, in file order (later versions of an id after earlier ones). */
  entries: JournalEntry[]
  /** Lines ended by a newline that are not an entry. */
  badLines: number
  /** Bytes after the last newline (a write cut short), 0 when the file ends whole. */
  tornBytes: number
  /** Length of the file up to and with its last newline. */
  wholeLength: number
}

const NEWLINE = 0x0a
/** Lines read between two turns of the event loop: a few milliseconds' work. */
const LINES_PER_TURN = 500

/** Reads the file; null when there is none. */
export async function readJournalLog(path: string): Promise<LogRead | null> {
  let data: Buffer
  try {
    data = await readFile(path)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
  const wholeLength = data.lastIndexOf(NEWLINE) + 1
  const entries: JournalEntry[] = []
  let badLines = 0
  let start = 0
  for (let count = 1; start < wholeLength; count++) {
    // Main's other work (every window's calls) goes on while a long journal is read.
    if (count % LINES_PER_TURN === 0) await new Promise(setImmediate)
    const end = data.indexOf(NEWLINE, start)
    const line = data.toString('utf8', start, end)
    start = end + 1
    if (line.trim() === '') continue
    const entry = parseLine(line)
    if (entry) entries.push(entry)
    else badLines++
  }
  return { entries, badLines, tornBytes: data.length - wholeLength, wholeLength }
}

function parseLine(line: string): JournalEntry | null {
  let json: unknown
  try {
    json = JSON.parse(line)
  } catch {
    return null
  }
  const parsed = journalEntrySchema.safeParse(json)
  return parsed.success ? parsed.data : null
}

/** Cuts a torn last line off, so the next append starts on a line of its own. */
export const dropTornTail = (path: string, wholeLength: number): Promise<void> =>
  truncate(path, wholeLength)

export const entryLine = (entry: JournalEntry): string => `${JSON.stringify(entry)}\n`

/** Replaces the file with these entries, whole or not at all. */
export const rewriteJournalLog = (path: string, entries: Iterable<JournalEntry>): Promise<void> =>
  writeFileAtomic(path, Array.from(entries, entryLine).join(''))

/** Appends lines to the file, each durable when its promise resolves. Callers serialise appends. */
export interface LogAppender {
  append(entry: JournalEntry): Promise<void>
  close(): Promise<void>
}

export async function openAppender(path: string): Promise<LogAppender> {
  const handle: FileHandle = await open(path, 'a', 0o600)
  return {
    async append(entry) {
      // The whole line at once: a kill leaves it whole, absent, or cut (the torn tail).
      const line = Buffer.from(entryLine(entry))
      let written = 0
      while (written < line.length) {
        const { bytesWritten } = await handle.write(line, written, line.length - written)
        written += bytesWritten
      }
      await handle.datasync()
    },
    close: () => handle.close(),
  }
}
