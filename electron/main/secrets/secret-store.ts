/**
 * Where API keys live: the OS keychain in the app, memory in unit tests.
 *
 * Keyed by workspace id.
 */
export interface SecretStore {
  get(workspaceId: string): Promise<string | null>
  set(workspaceId: string, secret: string): Promise<void>
  delete(workspaceId: string): Promise<void>
}

export function createMemorySecretStore(): SecretStore {
  const secrets = new Map<string, string>()
  return {
    get: async (id) => secrets.get(id) ?? null,
    set: async (id, secret) => void secrets.set(id, secret),
    delete: async (id) => void secrets.delete(id),
  }
}
