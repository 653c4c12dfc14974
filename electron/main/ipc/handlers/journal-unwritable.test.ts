/**
 * A change journal that cannot be written never fails the write it records:
 * the write goes through the core's router to the emulator, and the journal's
 * failure goes to the log.
 */
import { readFile } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EventSummary } from '@emulator'
import type { JournalStores } from '@main/journal/journal-store'
import { saveEmulatorWorkspace, startTestCore } from '@test-support/core'
import { createMemoryJournalStores } from '@test-support/journal'
import { startTestEmulator, type RunningEmulator } from '@test-support/api-context'

let emu: RunningEmulator
let ev: EventSummary

beforeAll(async () => {
  emu = await startTestEmulator()
  ev = emu.events[0]!
})
afterAll(() => emu.close())

describe('a journal that cannot be written', () => {
  it('never fails the write it records', async () => {
    const journal = createMemoryJournalStores()
    const broken: JournalStores = {
      ...journal,
      async of(id) {
        const store = await journal.of(id)
        return {
          ...store,
          notice: null,
          put: async () => {
            throw new Error('disk full')
          },
        }
      },
    }
    const other = await startTestCore('stagehand-journal-broken-', { journalStores: broken })
    try {
      const saved = await saveEmulatorWorkspace(other, emu)
      const session = await other.value<{ title: string }>('sessions:update', {
        workspaceId: saved.id,
        eventId: ev.id,
        sessionId: ev.sessionIds[1],
        changes: { title: 'Written all the same' },
      })
      expect(session.title).toBe('Written all the same')
      expect(emu.state.event(ev.id)!.sessions.find((s) => s.id === ev.sessionIds[1])!.title).toBe(
        'Written all the same',
      )
      expect(await readFile(other.core.logFile, 'utf8')).toMatch(/journal could not record a write/)
    } finally {
      await other.close()
    }
  })
})
