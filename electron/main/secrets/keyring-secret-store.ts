/**
 * SecretStore over the OS keychain through @napi-rs/keyring.
 *
 * The library is the maintained N-API successor of keytar: prebuilt from the
 * registry, no native rebuild. On Linux the Secret Service is pinned: a missing
 * or locked keyring is a clear error, never a silent fallback to a weaker store
 * (keyutils).
 */
import { AsyncEntry } from '@napi-rs/keyring'
import { keychainError } from './keychain-errors'
import type { SecretStore } from './secret-store'

export const KEYCHAIN_SERVICE = 'Stagehand'

/** The account name a workspace's key is stored under (also what `secret-tool lookup` needs). */
export function keychainAccount(workspaceId: string): string {
  return `workspace:${workspaceId}`
}

export function createKeyringSecretStore(service = KEYCHAIN_SERVICE): SecretStore {
  const entry = (workspaceId: string): AsyncEntry =>
    new AsyncEntry(service, keychainAccount(workspaceId), { linux: { store: 'secret-service' } })
  return {
    async get(workspaceId) {
      try {
        return await entry(workspaceId).getPassword()
      } catch (error) {
        throw keychainError('read', error)
      }
    },
    async set(workspaceId, secret) {
      try {
        await entry(workspaceId).setPassword(secret)
      } catch (error) {
        throw keychainError('save', error)
      }
    },
    async delete(workspaceId) {
      try {
        await entry(workspaceId).deleteCredential()
      } catch (error) {
        throw keychainError('remove', error)
      }
    },
  }
}
