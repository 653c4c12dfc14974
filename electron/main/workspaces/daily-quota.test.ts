/**
 * A workspace's daily quota through the core, against the emulator over real
 * HTTP: saved with the workspace (10,000 unless said otherwise), kept on an
 * edit that leaves it out, refused on its field when it is not a whole number
 * in range, and used at once by the scheduler and the export estimate.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startEmulator, type RunningEmulator } from '@emulator'
import { startTestCore, type TestCore } from '@test-support/core'

let emu: RunningEmulator
let app: TestCore
beforeAll(async () => {
  emu = await startEmulator({ port: 0 })
  app = await startTestCore('stagehand-quota-')
})
afterAll(async () => {
  await app.close()
  await emu.close()
})

interface Summary {
  id: string
  dailyQuota: number
}

describe("a workspace's daily quota", () => {
  it('is 10,000 unless set, is kept on edit, and holds the scheduler and the estimate to it', async () => {
    const input = { name: 'Raised', baseUrl: emu.baseUrl, apiKey: emu.demoKey }
    const added = await app.value<Summary>('workspaces:save', input)
    expect(added.dailyQuota).toBe(10_000)

    const set = await app.value<Summary>('workspaces:save', {
      ...input,
      id: added.id,
      dailyQuota: 2,
    })
    expect(set.dailyQuota).toBe(2)
    const kept = await app.value<Summary>('workspaces:save', {
      id: added.id,
      name: 'Renamed',
      baseUrl: emu.baseUrl,
    })
    expect(kept.dailyQuota).toBe(2)
    const { workspaces } = await app.value<{ workspaces: Summary[] }>('workspaces:list')
    expect(workspaces.find((w) => w.id === added.id)?.dailyQuota).toBe(2)

    const workspaceId = added.id
    await app.value('teams:list', { workspaceId })
    const estimate = await app.value<{ quota: { dailyLimit: number; remaining: number } }>(
      'exports:estimate',
      { workspaceId },
    )
    expect(estimate.quota).toMatchObject({ dailyLimit: 2 })
    await app.value('teams:list', { workspaceId })
    const refused = await app.call('teams:list', { workspaceId })
    expect(refused.ok).toBe(false)
    if (refused.ok) return
    expect(refused.error).toMatchObject({ kind: 'quota' })
    expect(refused.error.message).toMatch(/\(\d+ of 2 requests since 00:00 UTC\)/)
  })

  it('is refused on its field when it is not a whole number from 1 to 10,000,000', async () => {
    for (const dailyQuota of [0, 2.5, 20_000_000]) {
      const result = await app.call('workspaces:save', {
        name: 'Bad',
        baseUrl: emu.baseUrl,
        apiKey: emu.demoKey,
        dailyQuota,
      })
      expect(result.ok).toBe(false)
      if (result.ok) return
      expect(result.error).toMatchObject({ kind: 'invalid-input' })
      expect(result.error.fieldErrors?.dailyQuota).toMatch(
        /^Enter the daily quota as a whole number of requests from 1 to 10,000,000/,
      )
    }
  })
})
