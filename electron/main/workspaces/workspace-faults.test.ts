/**
 * The workspace service when its files or its keychain fail: a corrupt
 * settings file is moved aside and said once per run in the list, and a
 * locked or missing keychain is a clear error on the workspace, never a
 * crash, never a key written anywhere else.
 */
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { AppError } from '@shared/errors'
import { createRedactor } from '../logging/logger'
import { keychainError } from '../secrets/keychain-errors'
import { createMemorySecretStore, type SecretStore } from '../secrets/secret-store'
import { createSettingsStore } from '../settings/settings-store'
import { createWorkspaceService } from './workspace-service'

const LOCKED = new Error(
  "Couldn't access platform storage: Secret Service: unlock prompt was dismissed",
)

/** A keychain that refuses everything, as a locked Secret Service does. */
function lockedKeychain(): SecretStore {
  return {
    get: async () => Promise.reject(keychainError('read', LOCKED)),
    set: async () => Promise.reject(keychainError('save', LOCKED)),
    delete: async () => Promise.reject(keychainError('remove', LOCKED)),
  }
}

async function service(secrets: SecretStore, settingsText?: string) {
  const dir = await mkdtemp(join(tmpdir(), 'stagehand-workspace-faults-'))
  const path = join(dir, 'settings.json')
  if (settingsText !== undefined) await writeFile(path, settingsText)
  const settings = createSettingsStore(path)
  const workspaces = createWorkspaceService({
    settings,
    secrets,
    redactor: createRedactor(),
    fetch: () => Promise.reject(new Error('no request is expected')),
    newId: () => 'w1',
  })
  return { workspaces, dir, path }
}

const SAVED = JSON.stringify({
  version: 1,
  workspaces: [{ id: 'w1', name: 'Main', baseUrl: 'https://api.example.test', keyLast4: 'wxyz' }],
  activeWorkspaceId: 'w1',
})

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(AppError)
  return error as AppError
}

describe('a corrupt settings file', () => {
  it('is moved aside, and the list says where it went and that the keys are kept', async () => {
    const { workspaces, dir } = await service(createMemorySecretStore(), '{"workspaces": [')
    const listed = await workspaces.list()
    expect(listed.workspaces).toEqual([])
    expect(listed.settingsNotice).toMatch(
      /^The settings file could not be read, so it was moved aside to .*settings\.json\.corrupt-\d+ and Stagehand started with fresh settings\. API keys stay in the system keychain/,
    )
    const files = await readdir(dir)
    expect(files.filter((f) => f.startsWith('settings.json.corrupt-'))).toHaveLength(1)
    // The rest keeps working: a workspace can be added at once.
    await workspaces.save({ name: 'Again', baseUrl: 'https://api.example.test', apiKey: 'k-1234' })
    expect((await workspaces.list()).workspaces.map((w) => w.name)).toEqual(['Again'])
  })

  it('a readable file has no notice', async () => {
    const { workspaces } = await service(createMemorySecretStore(), SAVED)
    expect((await workspaces.list()).settingsNotice).toBeNull()
  })
})

describe('a locked keychain', () => {
  it('using a workspace says the keychain is locked and what to do', async () => {
    const { workspaces } = await service(lockedKeychain(), SAVED)
    const error = await refusal(workspaces.clientConfig('w1'))
    expect(error.data).toMatchObject({ kind: 'keychain', code: 'keychain-locked' })
    expect(error.message).toMatch(/^The system keychain is locked.*Unlock the keychain/)
    // The list still works: the window can show the workspace and the message.
    expect((await workspaces.list()).workspaces).toHaveLength(1)
  })

  it('saving a key fails before anything is written: no weaker store', async () => {
    const { workspaces, path } = await service(lockedKeychain(), SAVED)
    const error = await refusal(
      workspaces.save({ name: 'Other', baseUrl: 'https://api.example.test', apiKey: 'k-9876' }),
    )
    expect(error.data.code).toBe('keychain-locked')
    const file = await readFile(path, 'utf8')
    expect(file).toBe(SAVED)
    expect(file).not.toContain('k-9876')
  })

  it('a key that reads back as nothing is not "no key yet" when one was saved', async () => {
    // A locked Secret Service answers some reads with nothing instead of an error.
    const { workspaces } = await service(createMemorySecretStore(), SAVED)
    const error = await refusal(workspaces.clientConfig('w1'))
    expect(error.data).toMatchObject({ kind: 'keychain', code: 'keychain-key-not-found' })
    expect(error.message).toMatch(/not found in the system keychain: the keychain may be locked/)
  })

  it('removing a workspace fails with the reason and keeps it', async () => {
    const { workspaces } = await service(lockedKeychain(), SAVED)
    const error = await refusal(workspaces.remove('w1'))
    expect(error.data.code).toBe('keychain-locked')
    expect((await workspaces.list()).workspaces.map((w) => w.id)).toEqual(['w1'])
  })
})
