import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestEmulator, type RunningEmulator } from '@test-support/api-context'
import { startTestCore } from '@test-support/core'

describe('the demo workspace on a lent emulator', () => {
  let emulator: RunningEmulator
  let closes = 0
  const lend = async () => ({ ...emulator, close: async () => void closes++ })

  beforeAll(async () => {
    emulator = await startTestEmulator()
  })
  afterAll(() => emulator.close())

  async function firstRun(): Promise<{ baseUrl: string; dispose: () => Promise<void> }> {
    const { core, close } = await startTestCore('stagehand-demo-', {
      demo: true,
      startDemoEmulator: lend,
    })
    const settings = await core.settings.read()
    const demo = settings.workspaces.find((w) => w.isDemo)
    return { baseUrl: demo?.baseUrl ?? '', dispose: close }
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
