/**
 * Connection tests of a draft over real HTTP against two emulators.
 *
 * The workspace's own service and another one on loopback. A stored key goes to
 * the saved address only; another address needs the key typed again, and not a
 * single request may reach it before that.
 */
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startEmulator, type RunningEmulator } from '@emulator'
import { AppError } from '@shared/errors'
import { listTeams } from '../api/teams'
import type { FetchLike } from '../api/http-client'
import { createRedactor } from '../logging/logger'
import { createMemorySecretStore } from '../secrets/secret-store'
import { createSettingsStore } from '../settings/settings-store'
import { createWorkspaceService, OTHER_ADDRESS_NEEDS_KEY } from './workspace-service'

let own: RunningEmulator
let other: RunningEmulator
beforeAll(async () => {
  own = await startEmulator({ port: 0 })
  other = await startEmulator({ port: 0 })
})
afterAll(async () => {
  await own.close()
  await other.close()
})

async function serviceWithWorkspace() {
  const sent: string[] = []
  const recordingFetch: FetchLike = (input, init) => {
    sent.push(input)
    return fetch(input, init)
  }
  const dir = await mkdtemp(join(tmpdir(), 'stagehand-workspaces-'))
  let n = 0
  const service = createWorkspaceService({
    settings: createSettingsStore(join(dir, 'settings.json')),
    secrets: createMemorySecretStore(),
    redactor: createRedactor(),
    fetch: recordingFetch,
    newId: () => `w${++n}`,
  })
  const saved = await service.save({ name: 'Own', baseUrl: own.baseUrl, apiKey: own.demoKey })
  return { service, saved, sent }
}

async function failure(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof AppError) return error
    throw error
  }
  throw new Error('expected the call to fail')
}

describe('testing a draft connection', () => {
  it('sends the stored key to the workspace’s own saved address', async () => {
    const { service, saved, sent } = await serviceWithWorkspace()
    const config = await service.draftConfig({ workspaceId: saved.id, baseUrl: `${own.baseUrl}/` })
    expect(config.apiKey).toBe(own.demoKey)
    const { teams } = await listTeams(config)
    expect(teams.length).toBe(own.teams.filter((t) => t.active).length)
    expect(sent.every((url) => url.startsWith(`${own.baseUrl}/`))).toBe(true)
  })

  it('refuses to send the stored key to another address, and nothing reaches it', async () => {
    const { service, saved, sent } = await serviceWithWorkspace()
    const before = other.state.requests().length
    const error = await failure(
      service.draftConfig({ workspaceId: saved.id, baseUrl: other.baseUrl }),
    )
    expect(error.data.kind).toBe('invalid-input')
    expect(error.message).toBe(OTHER_ADDRESS_NEEDS_KEY)
    expect(error.message).toMatch(/Enter the API key again to test a different address/)
    expect(error.data.fieldErrors).toEqual({ apiKey: OTHER_ADDRESS_NEEDS_KEY })
    expect(sent).toEqual([])
    expect(other.state.requests().length).toBe(before)
  })

  it('tests another address with a key typed for it', async () => {
    const { service, saved } = await serviceWithWorkspace()
    const config = await service.draftConfig({
      workspaceId: saved.id,
      baseUrl: other.baseUrl,
      apiKey: other.demoKey,
    })
    expect(config).toMatchObject({ baseUrl: other.baseUrl, apiKey: other.demoKey })
    const before = other.state.requests().length
    await listTeams(config)
    expect(other.state.requests().length).toBe(before + 1)
  })

  it.each([
    ['plain http to a remote host', 'http://api.example.com'],
    ['a file address', 'file:///etc/passwd'],
    ['credentials in the address', 'https://user:pw@api.example.com'],
    ['not an address at all', 'api.example.com'],
  ])('refuses %s under the saving rule, before any request', async (_what, baseUrl) => {
    const { service, saved, sent } = await serviceWithWorkspace()
    for (const draft of [
      { workspaceId: saved.id, baseUrl },
      { baseUrl, apiKey: 'typed-key-1234' },
    ]) {
      const error = await failure(service.draftConfig(draft))
      expect(error.data.kind).toBe('invalid-input')
      expect(error.data.fieldErrors?.baseUrl).toBeTruthy()
    }
    expect(sent).toEqual([])
  })
})
