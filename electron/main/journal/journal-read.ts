/**
 * Reading a journal file in a worker thread (journal-worker.ts).
 *
 * A journal of 100,000 entries takes seconds to read and check, all of it
 * work main would otherwise do between the windows' calls. The thread sends
 * the entries in pieces, each when main asks for it: taking one in costs main
 * a few milliseconds, and pieces sent all at once would be taken in one
 * after another in a single turn of main's event loop (half a second for
 * 100,000 entries). A thread that stops without an answer (it
 * could not start, or ran out of memory) leaves the reading to main, as
 * before: the journal still opens.
 */
import type { Worker } from 'node:worker_threads'
import type { JournalEntry } from '@shared/journal/entry'
import type { Logger } from '@main/logging/logger'
import { readJournalLog, type LogRead } from './journal-log'

/** Reads a journal file: null when there is none. */
export type ReadJournal = (path: string) => Promise<LogRead | null>

/** Entries a message carries: taking one in is a few milliseconds of main's time. */
export const ENTRIES_PER_MESSAGE = 2_000

export type JournalReadReply =
  /** Entries as checked there, as JSON: main parses it faster than it takes in a copy of objects. */
  | { kind: 'entries'; json: string }
  | { kind: 'end'; badLines: number; tornBytes: number; wholeLength: number }
  | { kind: 'none' }
  | { kind: 'failed'; message: string; code?: string }

/** Each read in a thread of its own, started with `spawn` and stopped when the read ends. */
export function workerJournalRead(spawn: () => Worker, log: Logger): ReadJournal {
  return async (path) => {
    const answer = await new Promise<LogRead | null | 'no answer'>((resolve, reject) => {
      const entries: JournalEntry[] = []
      let settled = false
      const worker = spawn()
      const settle = (act: () => void) => {
        if (settled) return
        settled = true
        act()
        void worker.terminate()
      }
      worker.on('message', (reply: JournalReadReply) => {
        if (reply.kind === 'entries') {
          entries.push(...(JSON.parse(reply.json) as JournalEntry[]))
          worker.postMessage('more')
        } else if (reply.kind === 'none') settle(() => resolve(null))
        else if (reply.kind === 'end') settle(() => resolve({ entries, ...withoutKind(reply) }))
        else settle(() => reject(Object.assign(new Error(reply.message), { code: reply.code })))
      })
      worker.on('error', (error) => {
        log.warn('journal: the reading thread failed; reading on main', { error })
        settle(() => resolve('no answer'))
      })
      worker.on('exit', (code) => {
        if (!settled) log.warn('journal: the reading thread stopped; reading on main', { code })
        settle(() => resolve('no answer'))
      })
      worker.postMessage(path)
    })
    return answer === 'no answer' ? readJournalLog(path) : answer
  }
}

function withoutKind<T extends { kind: string }>({ kind: _, ...rest }: T): Omit<T, 'kind'> {
  return rest
}
