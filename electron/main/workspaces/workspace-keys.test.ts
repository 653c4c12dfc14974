/**
 * What the workspace service does with the keys it holds, without any
 * request: a key is bound to the origin it was entered for, and the log's
 * redactor keeps every key a workspace still uses.
 */
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { AppError } from '@shared/errors'
import { createRedactor } from '../logging/logger'
import { createMemorySecretStore, type SecretStore } from '../secrets/secret-store'
import { createSettingsStore } from '../settings/settings-store'
import { createWorkspaceService } from './workspace-service'

const KEY = 'bound-key-0123456789'

/** A service on a fresh settings file, or (`from`) a new one on another's files, as after a restart. */
async function newService(from?: { secrets: SecretStore; dir: string }) {
  const dir = from?.dir ?? (await mkdtemp(join(tmpdir(), 'stagehand-workspace-keys-')))
  const redactor = createRedactor()
  const secrets = from?.secrets ?? createMemorySecretStore()
  const settings = createSettingsStore(join(dir, 'settings.json'))
  let n = 0
  const service = createWorkspaceService({
    settings,
    secrets,
    redactor,
    fetch: () => Promise.reject(new Error('no request is expected')),
    newId: () => `w${++n}`,
  })
  return { service, redactor, secrets, settings, dir }
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(AppError)
  return error as AppError
}

/** Moves a workspace's saved address without the service, as a hand-edited settings file does. */
async function moveAddress(
  settings: ReturnType<typeof createSettingsStore>,
  id: string,
  baseUrl: string,
) {
  await settings.update((s) => ({
    ...s,
    workspaces: s.workspaces.map((w) => (w.id === id ? { ...w, baseUrl } : w)),
  }))
}

describe('a key bound to the origin it was entered for', () => {
  it('asks for the key again when an edit moves the address to another origin', async () => {
    const { service } = await newService()
    const saved = await service.save({ name: 'A', baseUrl: 'https://old.example', apiKey: KEY })
    const error = await refusal(
      service.save({ id: saved.id, name: 'A', baseUrl: 'https://new.example/v1', apiKey: '' }),
    )
    const sentence = 'The address changed: enter the key again for https://new.example'
    expect(error.data).toMatchObject({ kind: 'invalid-input', fieldErrors: { apiKey: sentence } })
    expect(error.message).toBe(sentence)
    // Nothing changed: the key still goes to the old address only.
    expect((await service.list()).workspaces[0]?.baseUrl).toBe('https://old.example')
    expect(await service.clientConfig(saved.id)).toMatchObject({
      baseUrl: 'https://old.example',
      apiKey: KEY,
    })
  })

  it.each([
    ['another scheme', 'http://127.0.0.1:8080', 'https://127.0.0.1:8080'],
    ['another port', 'http://127.0.0.1:8080', 'http://127.0.0.1:8081'],
  ])('counts %s as another origin', async (_what, from, to) => {
    const { service } = await newService()
    const saved = await service.save({ name: 'A', baseUrl: from, apiKey: KEY })
    const error = await refusal(service.save({ id: saved.id, name: 'A', baseUrl: to }))
    expect(error.data.fieldErrors?.apiKey).toBe(
      `The address changed: enter the key again for ${new URL(to).origin}`,
    )
  })

  it('keeps the key for a new path on the same origin, and takes a new key with a new origin', async () => {
    const { service } = await newService()
    const saved = await service.save({ name: 'A', baseUrl: 'https://old.example', apiKey: KEY })
    await service.save({ id: saved.id, name: 'A', baseUrl: 'https://OLD.example/api/' })
    expect(await service.clientConfig(saved.id)).toMatchObject({ apiKey: KEY })
    await service.save({
      id: saved.id,
      name: 'A',
      baseUrl: 'https://new.example',
      apiKey: 'new-key-9876',
    })
    expect(await service.clientConfig(saved.id)).toMatchObject({
      baseUrl: 'https://new.example',
      apiKey: 'new-key-9876',
    })
  })

  it('refuses to send a key to an address whose origin moved outside the service', async () => {
    const first = await newService()
    const saved = await first.service.save({
      name: 'A',
      baseUrl: 'https://old.example',
      apiKey: KEY,
    })
    await first.service.clientConfig(saved.id)
    await moveAddress(first.settings, saved.id, 'https://elsewhere.example')
    for (const { service } of [first, await newService(first)]) {
      const error = await refusal(service.clientConfig(saved.id))
      expect(error.data).toMatchObject({ kind: 'keychain', code: 'keychain-key-other-address' })
      expect(error.message).toBe(
        "This workspace's API key was entered for https://old.example, but the workspace's address is now https://elsewhere.example: a key is only sent to the address it was entered for. Edit the workspace and enter the key again.",
      )
      expect(error.message).not.toContain(KEY)
    }
  })

  it('binds a key stored before keys had an origin to the address saved when it is first read', async () => {
    const first = await newService()
    const saved = await first.service.save({
      name: 'A',
      baseUrl: 'https://old.example',
      apiKey: KEY,
    })
    await first.secrets.set(saved.id, KEY)
    const restarted = await newService(first)
    expect(await restarted.service.clientConfig(saved.id)).toMatchObject({ apiKey: KEY })
    await moveAddress(first.settings, saved.id, 'https://elsewhere.example')
    const error = await refusal((await newService(first)).service.clientConfig(saved.id))
    expect(error.data.code).toBe('keychain-key-other-address')
  })
})

describe('the log redactor and the workspaces’ keys', () => {
  it('keeps a key redacted while another workspace still uses it', async () => {
    const { service, redactor } = await newService()
    const key = 'shared-key-0123456789'
    const a = await service.save({ name: 'A', baseUrl: 'https://a.example', apiKey: key })
    await service.save({ name: 'B', baseUrl: 'https://b.example', apiKey: key })
    await service.remove(a.id)
    expect(redactor.apply(`said ${key}`)).toBe('said [redacted]')
  })

  it('stops redacting a key once no workspace uses it', async () => {
    const { service, redactor } = await newService()
    const key = 'only-key-0123456789'
    const a = await service.save({ name: 'A', baseUrl: 'https://a.example', apiKey: key })
    await service.save({ id: a.id, name: 'A', baseUrl: 'https://a.example', apiKey: key })
    await service.remove(a.id)
    expect(redactor.apply(`said ${key}`)).toBe(`said ${key}`)
  })
})
