/**
 * Test helpers for the client: a real emulator on 127.0.0.1 and an ApiContext
 * wired to it with real fetch and real time. Used only by *.test.ts files.
 */
import {
  startEmulator,
  type EmulatorOptions,
  type RequestLogEntry,
  type RunningEmulator,
} from '@emulator'
import type { Clock } from '@main/scheduler/clock'
import { createQuotaStore } from '@main/scheduler/quota-store'
import type { Limits } from '@main/scheduler/pacing'
import type { RetryConfig } from '@main/scheduler/retry'
import { createScheduler, type Scheduler } from '@main/scheduler/scheduler'
import type { ApiContext } from '@main/api/context'
import type { ApiClientConfig, FetchLike } from '@main/api/http-client'
import type { UploadSender } from '@main/api/upload-sender'

export type { RunningEmulator } from '@emulator'

export function startTestEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  return startEmulator({ port: 0, control: true, ...options })
}

/** A well-formed ID that names no resource in the emulator. */
export const MISSING = '3f2b8c1e-9a4d-4e6f-8b1a-2c3d4e5f6a7b'

/**
 * Emulator options that allow image URLs on the one test host, images.test. No real
 * DNS in tests: that host resolves to loopback; everything else does not resolve.
 */
export const WITH_TEST_IMAGE_HOST: EmulatorOptions = {
  allowImageHosts: ['images.test'],
  resolveHost: async (host) => {
    if (host === 'images.test') return [{ address: '127.0.0.1', family: 4 }]
    throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' })
  },
}

/** The requests the emulator logged on the public API (/v1/), in order. */
export function apiRequests(emulator: RunningEmulator): RequestLogEntry[] {
  return emulator.state.requests().filter((r) => r.path.startsWith('/v1/'))
}

export interface TestClientOptions {
  key?: string
  baseUrl?: string
  limits?: Limits
  dailyLimit?: number
  retry?: Partial<RetryConfig>
  timeoutMs?: number
  readTimeouts?: ApiClientConfig['readTimeouts']
  maxBodyBytes?: number
  fetch?: FetchLike
  sendUpload?: UploadSender
  scheduler?: Scheduler
  workspaceId?: string
  /** Times the scheduler and the read limits (a fake one lets a test spend seconds at once). */
  clock?: Clock
}

/** Fast retries, so fault-injection tests spend their time on requests, not on waiting. */
export const QUICK_RETRY: Partial<RetryConfig> = { baseDelayMs: 20, maxDelayMs: 200 }

export function testScheduler(options: TestClientOptions = {}): Scheduler {
  return createScheduler({
    quota: createQuotaStore(null, options.clock?.wallNow ?? Date.now),
    retry: { ...QUICK_RETRY, ...options.retry },
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.limits ? { limits: options.limits } : {}),
    ...(options.dailyLimit !== undefined ? { dailyLimit: options.dailyLimit } : {}),
  })
}

export function testContext(
  emulator: RunningEmulator,
  options: TestClientOptions = {},
): ApiContext {
  return {
    workspaceId: options.workspaceId ?? 'ws-test',
    config: {
      baseUrl: options.baseUrl ?? emulator.baseUrl,
      apiKey: options.key ?? emulator.demoKey,
      fetch: options.fetch ?? ((input, init) => fetch(input, init)),
      ...(options.sendUpload ? { sendUpload: options.sendUpload } : {}),
      ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
      ...(options.readTimeouts ? { readTimeouts: options.readTimeouts } : {}),
      ...(options.maxBodyBytes ? { maxBodyBytes: options.maxBodyBytes } : {}),
      ...(options.clock ? { clock: options.clock } : {}),
    },
    scheduler: options.scheduler ?? testScheduler(options),
  }
}

/** The key of a kind and scope set, e.g. keyOf(emu, 'other', 'READ+WRITE'). */
export function keyOf(
  emulator: RunningEmulator,
  kind: 'backend' | 'other',
  scopes: string,
): string {
  const found = emulator.keys.find((k) => k.kind === kind && k.scopes.join('+') === scopes)
  if (!found) throw new Error(`the emulator has no ${kind} key with ${scopes}`)
  return found.key
}

/** Runs `fn` and returns what it threw (fails the test if it did not throw). */
export async function caught(
  fn: () => Promise<unknown>,
): Promise<Error & { data?: Record<string, unknown> }> {
  try {
    await fn()
  } catch (error) {
    return error as Error & { data?: Record<string, unknown> }
  }
  throw new Error('expected the call to fail')
}
