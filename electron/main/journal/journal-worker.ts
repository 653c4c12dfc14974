/**
 * Worker-thread entry that reads a workspace's journal file (journal-log.ts).
 *
 * Reading and checking every line of a long journal is seconds of work: here
 * it stalls nothing of main's. The entries go back in pieces, the next one
 * when main asks for it (journal-read.ts says why), then the file's figures;
 * a read that fails says its code.
 */
import { parentPort } from 'node:worker_threads'
import { readJournalLog } from './journal-log'
import { ENTRIES_PER_MESSAGE, type JournalReadReply } from './journal-read'

const port = parentPort
if (!port) throw new Error('journal-worker.ts runs only as a worker thread')

port.once('message', (path: string) => {
  const send = (reply: JournalReadReply) => port.postMessage(reply)
  readJournalLog(path).then(
    (read) => {
      if (!read) return send({ kind: 'none' })
      let at = 0
      const next = () => {
        if (at >= read.entries.length) {
          const { badLines, tornBytes, wholeLength } = read
          return send({ kind: 'end', badLines, tornBytes, wholeLength })
        }
        const piece = read.entries.slice(at, (at += ENTRIES_PER_MESSAGE))
        send({ kind: 'entries', json: JSON.stringify(piece) })
      }
      port.on('message', next)
      next()
    },
    (error: unknown) => {
      const { code, message } = error as NodeJS.ErrnoException
      send({ kind: 'failed', message: String(message ?? error), ...(code ? { code } : {}) })
    },
  )
})
