/**
 * The main-process core over real HTTP against the emulator: workspaces,
 * keys, teams, and what the renderer may and may not learn.
 */
import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startEmulator } from '@emulator'
import { startTestCore, type TestCore } from '@test-support/core'
import { decodeBoundKey } from '../secrets/bound-key'
import type { SecretStore } from '../secrets/secret-store'

let emulator: Awaited<ReturnType<typeof startEmulator>>
const opened: TestCore[] = []
beforeAll(async () => {
  emulator = await startEmulator({ port: 0 })
})
afterAll(async () => {
  await Promise.all(opened.map((testCore) => testCore.close()))
  await emulator.close()
})

async function newCore(secrets?: SecretStore) {
  const testCore = await startTestCore('stagehand-core-', secrets ? { secrets } : {})
  opened.push(testCore)
  const { core, call, value, dir: userDataDir } = testCore
  return { core, call, value, userDataDir, secrets: testCore.secrets }
}

describe('core: workspaces and teams', () => {
  it('saves a workspace with its key in the secret store only, and lists its teams', async () => {
    const { value, userDataDir, secrets } = await newCore()
    const saved = await value<{ id: string; hasKey: boolean; keyLast4: string }>(
      'workspaces:save',
      {
        name: 'Acme',
        baseUrl: `${emulator.baseUrl}/`,
        apiKey: emulator.demoKey,
      },
    )
    expect(saved).toMatchObject({ hasKey: true, keyLast4: emulator.demoKey.slice(-4) })
    expect(JSON.stringify(saved)).not.toContain(emulator.demoKey)
    expect(decodeBoundKey((await secrets.get(saved.id)) ?? '')).toEqual({
      key: emulator.demoKey,
      origin: new URL(emulator.baseUrl).origin,
    })
    expect(await readFile(join(userDataDir, 'settings.json'), 'utf8')).not.toContain(
      emulator.demoKey,
    )

    const { teams, message } = await value<{
      teams: { id: string; name: string }[]
      message: string | null
    }>('teams:list', { workspaceId: saved.id })
    expect(message).toBeNull()
    expect(teams.map((t) => t.id).sort()).toEqual(
      emulator.teams
        .filter((t) => t.active)
        .map((t) => t.id)
        .sort(),
    )
  })

  it('keeps the stored key when an edit leaves the key empty', async () => {
    const { value, secrets } = await newCore()
    const saved = await value<{ id: string }>('workspaces:save', {
      name: 'A',
      baseUrl: emulator.baseUrl,
      apiKey: emulator.demoKey,
    })
    const edited = await value<{ name: string; keyLast4: string }>('workspaces:save', {
      id: saved.id,
      name: 'B',
      baseUrl: emulator.baseUrl,
      apiKey: '',
    })
    expect(edited).toMatchObject({ name: 'B', keyLast4: emulator.demoKey.slice(-4) })
    expect(decodeBoundKey((await secrets.get(saved.id)) ?? '').key).toBe(emulator.demoKey)
  })

  it('says the key was refused on a 401, without the key in the message', async () => {
    const { value, call } = await newCore()
    const badKey = 'wrong-key-1234567890'
    const saved = await value<{ id: string }>('workspaces:save', {
      name: 'Bad',
      baseUrl: emulator.baseUrl,
      apiKey: badKey,
    })
    const result = await call('teams:list', { workspaceId: saved.id })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.error).toMatchObject({ kind: 'http', status: 401 })
    expect(result.error.message).toMatch(/API key was refused/)
    expect(JSON.stringify(result.error)).not.toContain(badKey)
  })

  it('tests a draft connection without saving anything', async () => {
    const { value } = await newCore()
    const outcome = await value<{ teamCount: number }>('workspaces:testConnection', {
      baseUrl: emulator.baseUrl,
      apiKey: emulator.demoKey,
    })
    expect(outcome.teamCount).toBe(emulator.teams.filter((t) => t.active).length)
    expect((await value<{ workspaces: unknown[] }>('workspaces:list')).workspaces).toEqual([])
  })

  it('reports an unreachable service as a network problem', async () => {
    const { call } = await newCore()
    const closed = await startEmulator({ port: 0 })
    const url = closed.baseUrl
    await closed.close()
    const result = await call('workspaces:testConnection', { baseUrl: url, apiKey: 'k-123456' })
    expect(result).toMatchObject({ ok: false, error: { kind: 'network', retryable: true } })
  })

  it('removes the key with the workspace and picks another active workspace', async () => {
    const { value, secrets } = await newCore()
    const a = await value<{ id: string }>('workspaces:save', {
      name: 'A',
      baseUrl: emulator.baseUrl,
      apiKey: 'key-a-123',
    })
    const b = await value<{ id: string }>('workspaces:save', {
      name: 'B',
      baseUrl: emulator.baseUrl,
      apiKey: 'key-b-456',
    })
    await value('workspaces:activate', { workspaceId: a.id })
    await value('workspaces:remove', { workspaceId: a.id })
    expect(await secrets.get(a.id)).toBeNull()
    const list = await value<{ activeWorkspaceId: string; workspaces: { id: string }[] }>(
      'workspaces:list',
    )
    expect(list.workspaces.map((w) => w.id)).toEqual([b.id])
    expect(list.activeWorkspaceId).toBe(b.id)
  })

  it('remembers the event per workspace, most recent first, and refuses a non-UUID', async () => {
    const { value, call } = await newCore()
    const w = await value<{ id: string }>('workspaces:save', {
      name: 'E',
      baseUrl: emulator.baseUrl,
      apiKey: 'key-e-123',
    })
    const [e1, e2] = emulator.events
    await value('workspaces:setEvent', { workspaceId: w.id, eventId: e1!.id })
    const after = await value<{ eventId: string; recentEventIds: string[] }>(
      'workspaces:setEvent',
      { workspaceId: w.id, eventId: e2!.id.toUpperCase() },
    )
    expect(after.eventId).toBe(e2!.id)
    expect(after.recentEventIds).toEqual([e2!.id, e1!.id])
    const bad = await call('workspaces:setEvent', { workspaceId: w.id, eventId: 'event-1' })
    expect(bad).toMatchObject({ ok: false, error: { kind: 'invalid-input' } })
  })

  it('keeps the ten events opened last of a workspace (File → Recent Events)', async () => {
    const { value } = await newCore()
    const w = await value<{ id: string }>('workspaces:save', {
      name: 'R',
      baseUrl: emulator.baseUrl,
      apiKey: 'key-r-123',
    })
    const opened = Array.from({ length: 12 }, () => randomUUID())
    let last: { recentEventIds: string[] } | null = null
    for (const eventId of opened)
      last = await value('workspaces:setEvent', { workspaceId: w.id, eventId })
    expect(last?.recentEventIds).toEqual(opened.slice(2).reverse())
  })
})
