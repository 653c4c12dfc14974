/** Handlers of the app channels: what the About box shows. */
import type { NamespaceHandlers } from '../router'

export interface AppInfo {
  version: string
  platform: string
  logFile: string | null
}

export function appHandlers(info: AppInfo): NamespaceHandlers<'app'> {
  return {
    'app:info': async () => info,
  }
}
