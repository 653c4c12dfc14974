/**
 * A write killed while it is out: the journal holds its intent.
 *
 * A child process sends a session update; the emulator applies it and holds
 * the answer; the child is killed (SIGKILL). The next start finds the entry
 * the write put before it left and settles it as "may have been applied".
 */
import { fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EventSummary } from '@emulator'
import type { JournalEntry } from '@shared/journal/entry'
import { startTestEmulator, type RunningEmulator } from '@test-support/api-context'
import { startTestCore } from '@test-support/core'
import { tempDirPerTest } from '@test-support/temp-dir'

const dir = tempDirPerTest('journal-intent')
const killer = fileURLToPath(
  new URL('../../../test-support/journal-write-killer.ts', import.meta.url),
)

let emu: RunningEmulator
let ev: EventSummary
beforeAll(async () => {
  emu = await startTestEmulator()
  ev = emu.events[0]!
})
afterAll(() => emu.close())

/** Runs the child and kills it once the emulator holds its update (applied, not answered). */
function sendThenKill(folder: string, sessionId: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const args = [folder, emu.baseUrl, emu.demoKey, ev.id, sessionId]
    const child = fork(killer, args, {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    })
    let workspaceId = ''
    let watching: ReturnType<typeof setInterval> | undefined
    child.on('message', (message: { workspaceId?: string; answered?: boolean }) => {
      if (message.answered) reject(new Error('the update was answered before the kill'))
      if (!message.workspaceId) return
      workspaceId = message.workspaceId
      // The answer is held at the emulator: the request has left and was applied.
      watching = setInterval(() => {
        if (emu.state.faults.held > 0) child.kill('SIGKILL')
      }, 10)
    })
    child.once('error', reject)
    child.once('exit', (_code, signal) => {
      clearInterval(watching)
      if (signal === 'SIGKILL') resolve(workspaceId)
      else reject(new Error(`the child exited (${signal})`))
    })
  })
}

describe('a write whose process is killed before its answer', () => {
  it('is in the journal after a restart, as "may have been applied"', async () => {
    const sessionId = ev.sessionIds[0]!
    emu.state.setFaults([{ kind: 'hold', method: 'PUT', afterHandling: true }])
    const folder = dir()
    const workspaceId = await sendThenKill(folder, sessionId)
    emu.state.setFaults([])
    expect(emu.state.event(ev.id)!.sessions.find((s) => s.id === sessionId)!.title).toBe(
      'Sent before the kill',
    )

    const again = await startTestCore('x', { userDataDir: folder })
    const { entries } = await again.value<{ entries: JournalEntry[] }>('journal:list', {
      workspaceId,
      filter: {},
    })
    await again.close()
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({
      resource: { kind: 'session', id: sessionId },
      change: { operation: 'session-update', sent: { title: 'Sent before the kill' }, after: null },
      outcome: { status: 'uncertain', settledAt: null },
    })
    expect(entries[0]!.outcome.sentence).toMatch(/may have been applied/)
  }, 60_000)
})
