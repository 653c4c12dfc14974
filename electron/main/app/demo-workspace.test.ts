import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestEmulator, type RunningEmulator } from '@test-support/api-context'
import { createMemorySecretStore } from '../secrets/secret-store'
import { createCore } from './core'

describe('the demo workspace on a lent emulator', () => {
  let emulator: RunningEmulator
  let closes = 0
  const lend = async () => ({ ...emulator, close: async () => void closes++ })

  beforeAll(async () => {
    emulator = await startTestEmulator()
  })
  afterAll(() => emulator.close())

  async function firstRun(): Promise<{ baseUrl: string; dispose: () => Promise<void> }> {
    const dir = await mkdtemp(join(tmpdir(), 'stagehand-demo-'))
    const core = await createCore({
      userDataDir: dir,
      fetch: (input, init) => fetch(input, init),
      secrets: createMemorySecretStore(),
      emit: () => undefined,
      openExternal: async () => undefined,
      appInfo: { version: 'test', platform: process.platform },
      demo: true,
      startDemoEmulator: lend,
    })
    const settings = await core.settings.read()
    const demo = settings.workspaces.find((w) => w.isDemo)
    return {
      baseUrl: demo?.baseUrl ?? '',
      dispose: async () => {
        await core.dispose()
        await rm(dir, { recursive: true, force: true })
      },
    }
  }

  it('opens the lent emulator as the demo, and hands it back on dispose for the next core', async () => {
    const first = await firstRun()
    expect(first.baseUrl).toBe(emulator.baseUrl)
    await first.dispose()
    expect(closes).toBe(1)
    const second = await firstRun()
    expect(second.baseUrl).toBe(emulator.baseUrl)
    const teams = await fetch(`${emulator.baseUrl}/v1/teams`, {
      headers: { Authorization: emulator.demoKey },
    })
    expect(teams.status).toBe(200)
    await second.dispose()
    expect(closes).toBe(2)
  })
})
