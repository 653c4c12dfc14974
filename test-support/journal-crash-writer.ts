/**
 * A child process that writes journal entries until it is killed.
 *
 * Run with `--import tsx`; argv: the journal folder, the size of each entry's
 * name, and optionally the index of an entry to stop inside of. After each
 * put resolves it tells its parent how many are durable. With a stop index,
 * the write of that entry's line puts half of its bytes in the file, tells
 * the parent `{ midLine: true }` and waits there, as a process is when the
 * kill comes between two writes of one line. The parent kills it (SIGKILL)
 * and checks what is left (electron/main/journal/journal-crash.test.ts).
 */
import { open } from 'node:fs/promises'
import { devNull } from 'node:os'
import { silentLogger } from '@main/logging/logger'
import { DEFAULT_JOURNAL_SETTINGS } from '@main/journal/journal-store'
import { openWorkspaceJournal } from '@main/journal/workspace-journal'
import { crashEntry, CRASH_START } from './journal-entries'

const [dir, size, stopAt] = process.argv.slice(2)
let index = 0

if (stopAt !== undefined) {
  const probe = await open(devNull, 'r')
  type Write = (this: unknown, buffer: Uint8Array, offset?: number, length?: number) => unknown
  const prototype = Object.getPrototypeOf(probe) as { write: Write }
  await probe.close()
  const write = prototype.write
  prototype.write = async function (this: unknown, ...args: Parameters<Write>) {
    if (index !== Number(stopAt)) return write.apply(this, args)
    const [buffer, offset = 0, length = buffer.length - offset] = args
    await write.call(this, buffer, offset, Math.floor(length / 2))
    // Running until the kill comes, as the process it stands for would be: with nothing
    // else pending, the IPC channel alone would let it exit before the parent kills it.
    setInterval(() => undefined, 60_000)
    process.send!({ midLine: true })
    return new Promise(() => undefined)
  }
}

const store = await openWorkspaceJournal({
  dir: dir!,
  settings: DEFAULT_JOURNAL_SETTINGS,
  now: () => CRASH_START,
  log: silentLogger,
})
for (; ; index++) {
  await store.put(crashEntry(index, Number(size)))
  process.send!({ durable: index + 1 })
}
