/**
 * A core for tests, as the shell builds it but with a fresh temporary
 * user-data folder, the keychain in memory, real fetch and quick retries; the
 * events it sends to the renderer are kept in `events`. Used only by
 * *.test.ts files.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { QUICK_RETRY } from '../api/testing'
import { createMemorySecretStore } from '../secrets/secret-store'
import { createCore } from './core'
import type { Core } from './core'

export interface TestCore {
  core: Core
  /** The user-data folder. */
  dir: string
  events: { name: string; payload: unknown }[]
  /** Disposes the core and removes its folder. */
  close(): Promise<void>
}

export async function startTestCore(folderPrefix = 'stagehand-core-'): Promise<TestCore> {
  const dir = await mkdtemp(join(tmpdir(), folderPrefix))
  const events: TestCore['events'] = []
  const core = await createCore({
    userDataDir: dir,
    fetch: (input, init) => fetch(input, init),
    secrets: createMemorySecretStore(),
    emit: (name, payload) => events.push({ name, payload }),
    openExternal: async () => undefined,
    appInfo: { version: 'test', platform: process.platform },
    demo: false,
    client: { retry: QUICK_RETRY },
  })
  return {
    core,
    dir,
    events,
    async close() {
      await core.dispose()
      await rm(dir, { recursive: true, force: true })
    },
  }
}
