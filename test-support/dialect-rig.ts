/**
 * A core against an emulator of a given dialect, for the cross-dialect suite:
 * a fresh user-data folder, the keychain in memory, real fetch, quick retries,
 * a saved workspace, and a save dialog that answers at once in a folder of
 * its own. Used only by dialects.test.ts.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startEmulator, type DialectName, type RunningEmulator } from '@emulator'
import type { ExportStatus } from '@shared/ipc/channels/export'
import type { InvokeResult } from '@shared/ipc/envelope'
import { startTestCore } from './core'

export interface DialectRig {
  dialect: DialectName
  emulator: RunningEmulator
  workspaceId: string
  eventId: string
  /** Where the save dialog puts exports. */
  outDir: string
  call(channel: string, payload?: unknown): Promise<InvokeResult>
  value<T = unknown>(channel: string, payload?: unknown): Promise<T>
  /** The first `exports:progress` of that export that is no longer running. */
  finished(exportId: string, timeoutMs?: number): Promise<ExportStatus>
  close(): Promise<void>
}

export async function dialectRig(
  dialect: DialectName,
  attendeesPerEvent: number,
): Promise<DialectRig> {
  const emulator = await startEmulator({
    dialect,
    attendeesPerEvent,
    control: true,
    rateLimit: { burst: 10_000, perSecond: 1_000 },
  })
  const dir = await mkdtemp(join(tmpdir(), `stagehand-dialect-${dialect}-`))
  const outDir = join(dir, 'out')
  const { core, events, call, value } = await startTestCore('', {
    userDataDir: join(dir, 'user-data'),
    showSaveDialog: async (o) => join(outDir, o.defaultPath),
  })
  const saved = await value<{ id: string }>('workspaces:save', {
    name: `Emulator (${dialect})`,
    baseUrl: emulator.baseUrl,
    apiKey: emulator.demoKey,
  })

  async function finished(exportId: string, timeoutMs = 60_000): Promise<ExportStatus> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const done = events.find(
        (e) =>
          e.name === 'exports:progress' &&
          (e.payload as ExportStatus).exportId === exportId &&
          (e.payload as ExportStatus).state !== 'running',
      )
      if (done) return done.payload as ExportStatus
      if (Date.now() > deadline) throw new Error(`export ${exportId} did not finish in time`)
      await new Promise((r) => setTimeout(r, 25))
    }
  }

  return {
    dialect,
    emulator,
    workspaceId: saved.id,
    eventId: emulator.events[0]!.id,
    outDir,
    call,
    value,
    finished,
    async close() {
      await core.dispose()
      await emulator.close()
      await rm(dir, { recursive: true, force: true })
    },
  }
}
