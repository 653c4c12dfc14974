/** The app's preferences, read and changed in `settings.json` (the `preferences` member). */
import type { Preferences } from '@shared/ipc/channels/preferences'
import type { SettingsStore } from './settings-store'

export interface PreferenceStore {
  get(): Promise<Preferences>
  set(change: Partial<Preferences>): Promise<Preferences>
  /** The preferences last read or written, without waiting; null before the first read. */
  peek(): Preferences | null
}

export function createPreferenceStore(settings: SettingsStore): PreferenceStore {
  return {
    get: async () => (await settings.read()).preferences,
    async set(change) {
      const saved = await settings.update((s) => ({
        ...s,
        preferences: { ...s.preferences, ...change },
      }))
      return saved.preferences
    },
    peek: () => settings.peek()?.preferences ?? null,
  }
}
