/**
 * The app's core for a benchmark, as the shell builds it, with a workspace
 * on the emulator server.
 *
 * A fresh temporary user-data folder and keychain in memory each time, so a
 * run starts with a full client bucket; events go nowhere.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createCore, type Core } from '@main/app/core'
import { createMemorySecretStore } from '@main/secrets/secret-store'
import type { EmulatorServer } from './emulator-server'

export interface BenchCore {
  core: Core
  /** The user-data folder. */
  dir: string
  workspaceId: string
  /** Disposes the core and removes its folder. */
  close(): Promise<void>
}

export async function startBenchCore(
  emulator: Pick<EmulatorServer, 'baseUrl' | 'demoKey'>,
  folderPrefix: string,
): Promise<BenchCore> {
  const dir = await mkdtemp(join(tmpdir(), folderPrefix))
  const core = await createCore({
    userDataDir: dir,
    fetch: (input, init) => fetch(input, init),
    secrets: createMemorySecretStore(),
    emit: () => undefined,
    openExternal: async () => undefined,
    appInfo: { version: '0.0.0-bench', platform: process.platform },
    demo: false,
  })
  const saved = await core.router.handle({
    channel: 'workspaces:save',
    callId: 'bench-workspace',
    payload: { name: 'Bench', baseUrl: emulator.baseUrl, apiKey: emulator.demoKey },
  })
  if (!saved.ok) throw new Error(saved.error.message)
  return {
    core,
    dir,
    workspaceId: (saved.value as { id: string }).id,
    async close() {
      await core.dispose()
      await rm(dir, { recursive: true, force: true })
    },
  }
}
