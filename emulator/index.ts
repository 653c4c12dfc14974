/**
 * The Event Management Service emulator.
 *
 * A spec-faithful implementation of the API with the decisions of
 * docs/api-decisions.md, on loopback. Plain Node (no Electron), so the app's
 * main process can start it for the demo workspace, tests can start one per
 * suite, and `npm run emulator` runs it alone.
 */
import { serve } from '@hono/node-server'
import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import { createEmulatorApp } from './app'
import type { ApiKey, EventSummary } from './model'
import { EmulatorState, type EmulatorOptions } from './state'

export { createEmulatorApp } from './app'
export { EmulatorState } from './state'
export type { EmulatorOptions, RequestLogEntry, StoredImage } from './state'
export type { ApiKey, EventSummary, KeyKind, Scope } from './model'
export type { FaultKind, FaultRule } from './http/faults'
export type { RateLimitConfig } from './http/rate-limit'
export type { PageEndStyle } from './http/pagination'
export type { Resolver } from './net/fetch-image'
export { DIALECT_NAMES, DIALECTS } from './dialect/dialects'
export type { Dialect, DialectName } from './dialect/dialects'

export interface TeamSummary {
  id: string
  name: string
  isGeneral: boolean
  active: boolean
}

export interface RunningEmulator {
  /** e.g. `http://127.0.0.1:43817`, no trailing slash. */
  baseUrl: string
  port: number
  /** One key per scope set × kind. */
  readonly keys: ApiKey[]
  /** The READ+WRITE backend key: can call every endpoint. */
  readonly demoKey: string
  /** Every ID of every event (the API cannot list them). Reflects resets. */
  readonly events: EventSummary[]
  /** All teams, inactive ones included (the API returns only active ones). */
  readonly teams: TeamSummary[]
  /** Direct in-process access for tests: reads always, mutators only with `control: true`. */
  state: EmulatorState
  close(): Promise<void>
}

export async function startEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  const state = new EmulatorState(options)
  const app = createEmulatorApp(state)
  const server = await new Promise<Server>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: options.port ?? 0, hostname: '127.0.0.1' }, () =>
      resolve(s as Server),
    ) as Server
    s.once('error', reject)
  })
  // Idle connections stay open a minute, as the load balancers in front of such services
  // keep them. Node's 5 s closed sockets that a stalled process (two busy cores, a test
  // process sharing its event loop with the app's client) still took for open; a write sent
  // on one comes back without an answer and is rightly told as "may have been applied".
  server.keepAliveTimeout = 60_000
  const port = (server.address() as AddressInfo).port
  const baseUrl = `http://127.0.0.1:${port}`
  let closing: Promise<void> | undefined
  return {
    baseUrl,
    port,
    get keys() {
      return state.keys.map((k) => ({ ...k, scopes: [...k.scopes] }))
    },
    get demoKey() {
      return state.keys.find((k) => k.kind === 'backend' && k.scopes.length === 2)!.key
    },
    get events() {
      return state.events
    },
    get teams() {
      return state.teams.map((t) => ({ ...t }))
    },
    state,
    close() {
      closing ??= new Promise<void>((resolve) => {
        // Keep-alive sockets would hold close() open; end them.
        server.close(() => resolve())
        server.closeAllConnections()
      })
      return closing
    },
  }
}
