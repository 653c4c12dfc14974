/** Handlers of the preference channels: the Preferences dialog. */
import type { PreferenceStore } from '@main/settings/preferences'
import type { NamespaceHandlers } from '../router'

export function preferencesHandlers(
  preferences: PreferenceStore,
): NamespaceHandlers<'preferences'> {
  return {
    'preferences:get': () => preferences.get(),
    'preferences:set': (change) => preferences.set(change),
  }
}
