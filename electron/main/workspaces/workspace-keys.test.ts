/**
 * What the workspace service does with the keys it holds, without any
 * request: the log's redactor keeps every key a workspace still uses.
 */
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createRedactor } from '../logging/logger'
import { createMemorySecretStore } from '../secrets/secret-store'
import { createSettingsStore } from '../settings/settings-store'
import { createWorkspaceService } from './workspace-service'

async function newService() {
  const dir = await mkdtemp(join(tmpdir(), 'stagehand-workspace-keys-'))
  const redactor = createRedactor()
  const secrets = createMemorySecretStore()
  const settings = createSettingsStore(join(dir, 'settings.json'))
  let n = 0
  const service = createWorkspaceService({
    settings,
    secrets,
    redactor,
    fetch: () => Promise.reject(new Error('no request is expected')),
    newId: () => `w${++n}`,
  })
  return { service, redactor, secrets, settings }
}

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
