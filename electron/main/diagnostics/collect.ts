/** Gathers the facts of the diagnostics text from the running app. */
import { arch, release, type } from 'node:os'
import type { ChannelOutput } from '@shared/ipc/contract'
import type { Redactor } from '../logging/logger'
import type { RecentErrors } from '../logging/recent-errors'
import type { SettingsStore } from '../settings/settings-store'
import { diagnosticsText } from './diagnostics'

export interface DiagnosticsDeps {
  settings: SettingsStore
  recentErrors: RecentErrors
  appInfo: ChannelOutput<'app:info'>
  redactor: Redactor
  now?: () => Date
}

export function diagnosticsOf(deps: DiagnosticsDeps): () => Promise<string> {
  return async () => {
    const { workspaces } = await deps.settings.read()
    return diagnosticsText(
      {
        app: deps.appInfo,
        os: { type: type(), release: release(), arch: arch() },
        workspaces,
        errors: deps.recentErrors.list(),
        now: deps.now?.() ?? new Date(),
      },
      (text) => deps.redactor.apply(text),
    )
  }
}
