/** Handlers of the app channels: what the status bar and the About box show. */
import type { ChannelOutput } from '@shared/ipc/contract'
import type { NamespaceHandlers } from '../router'
import { firstScreenHandler, type FirstScreenParts } from './first-screen'

export type AppInfo = ChannelOutput<'app:info'>

/** What the shell says of the app: its version and platform, and in Electron the runtime's versions. */
export interface ShellFacts {
  version: string
  platform: string
  electron?: string
  chrome?: string
}

/** No license is declared for the app itself; the components it includes keep theirs. */
export const APP_LICENSE =
  'No license has been declared for Stagehand. The open-source components it includes keep their own licenses.'

export function appFacts(shell: ShellFacts, logFile: string | null): AppInfo {
  return {
    version: shell.version,
    platform: shell.platform,
    logFile,
    electron: shell.electron ?? null,
    chrome: shell.chrome ?? null,
    node: process.versions.node,
    license: APP_LICENSE,
  }
}

/** `parts`: the other namespaces' handlers the first screen's call is made of (first-screen.ts). */
export function appHandlers(info: AppInfo, parts: FirstScreenParts): NamespaceHandlers<'app'> {
  return {
    'app:info': async () => info,
    'app:firstScreen': firstScreenHandler(parts),
  }
}
