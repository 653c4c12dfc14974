/**
 * The text Help → Copy Diagnostics puts on the clipboard.
 *
 * What a person can paste into a support request: the app's and the
 * runtime's versions, the operating system, how many workspaces there are
 * and their addresses, and the log's last errors with their sentences. Never
 * a key: the workspaces give only their address (no user, query or
 * fragment), the errors come from the redacted log, and the whole text goes
 * through the redactor once more.
 */
import type { ChannelOutput } from '@shared/ipc/contract'
import type { RecentError } from '../logging/recent-errors'

export interface DiagnosticsFacts {
  app: Pick<ChannelOutput<'app:info'>, 'version' | 'platform' | 'electron' | 'chrome' | 'node'>
  os: { type: string; release: string; arch: string }
  workspaces: ReadonlyArray<{ baseUrl: string; isDemo: boolean }>
  errors: readonly RecentError[]
  now: Date
}

/** An address without what could carry a credential: user and password, query, fragment. */
export function bareAddress(baseUrl: string): string {
  try {
    const url = new URL(baseUrl)
    return `${url.protocol}//${url.host}${url.pathname === '/' ? '' : url.pathname}`
  } catch {
    return '(not a valid address)'
  }
}

export function diagnosticsText(facts: DiagnosticsFacts, redact: (text: string) => string): string {
  const { app, os } = facts
  const lines = [
    'Stagehand diagnostics',
    `Taken: ${facts.now.toISOString()}`,
    '',
    `Stagehand: ${app.version}`,
    `Electron: ${app.electron ?? 'not running in Electron'}`,
    `Chrome: ${app.chrome ?? 'not running in Electron'}`,
    `Node: ${app.node}`,
    `Operating system: ${os.type} ${os.release} (${app.platform}, ${os.arch})`,
    '',
    `Workspaces: ${facts.workspaces.length}`,
    ...facts.workspaces.map(
      (w) => `- ${bareAddress(w.baseUrl)}${w.isDemo ? ' (sample data on this computer)' : ''}`,
    ),
    '',
    `Recent errors: ${facts.errors.length === 0 ? 'none' : facts.errors.length}`,
    ...facts.errors.map((e) => `- ${e.at} ${e.message}${e.detail ? `: ${e.detail}` : ''}`),
  ]
  return redact(lines.join('\n') + '\n')
}
