/**
 * Runs against the real OS keychain (npm test provides a Secret Service on
 * Linux): what is stored can be read back by a separate store object, and
 * deleting removes it.
 */
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createKeyringSecretStore } from './keyring-secret-store'

const SERVICE = 'Stagehand unit tests'

describe('keyring secret store', () => {
  it('stores, reads back through a fresh store, and deletes', async () => {
    const id = randomUUID()
    const secret = `key-${randomUUID()}`
    await createKeyringSecretStore(SERVICE).set(id, secret)
    expect(await createKeyringSecretStore(SERVICE).get(id)).toBe(secret)
    await createKeyringSecretStore(SERVICE).delete(id)
    expect(await createKeyringSecretStore(SERVICE).get(id)).toBeNull()
  })

  it('answers null for a workspace with no key, and deleting nothing is fine', async () => {
    const store = createKeyringSecretStore(SERVICE)
    const id = randomUUID()
    expect(await store.get(id)).toBeNull()
    await expect(store.delete(id)).resolves.toBeUndefined()
  })
})
