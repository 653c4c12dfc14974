/**
 * Builds the client side of the main process: the scheduler (with its
 * persisted daily counter), the catalog and the API service, and sends the
 * request meter to the renderer at most 5 times a second per workspace.
 */
import { join } from 'node:path'
import type { EventName, EventPayload } from '@shared/ipc/contract'
import { createCatalog } from '../catalog/catalog'
import { createCatalogStore } from '../catalog/catalog-store'
import type { Logger } from '../logging/logger'
import type { Clock } from '../scheduler/clock'
import type { Limits } from '../scheduler/pacing'
import { createQuotaStore } from '../scheduler/quota-store'
import type { RetryConfig } from '../scheduler/retry'
import { createScheduler } from '../scheduler/scheduler'
import { throttleStatus } from '../scheduler/status-events'
import type { ApiClientConfig } from './http-client'
import { createApiService } from './service'

export interface ClientOptions {
  /** Defaults to the documented limits (burst 100, 10 per second). */
  limits?: Limits
  dailyLimit?: number
  retry?: Partial<RetryConfig>
  clock?: Clock
}

export interface ClientCoreDeps extends ClientOptions {
  userDataDir: string
  /** A workspace's own daily quota (its settings), when it has one. */
  dailyLimitOf?: (workspaceId: string) => number | undefined
  clientConfig(workspaceId: string): Promise<ApiClientConfig>
  emit: <E extends EventName>(name: E, payload: EventPayload<E>) => void
  log: Logger
  /** The open-file dialog for catalog imports (the shell passes Electron's). */
  chooseFile?: () => Promise<string | null>
}

export function createClientCore(deps: ClientCoreDeps) {
  // The quota's UTC day and the catalog's timestamps are calendar time.
  const now = deps.clock ? deps.clock.wallNow : Date.now
  const quota = createQuotaStore(join(deps.userDataDir, 'requests', 'daily-usage.json'), now)
  const scheduler = createScheduler({
    quota,
    ...(deps.clock ? { clock: deps.clock } : {}),
    ...(deps.limits ? { limits: deps.limits } : {}),
    ...(deps.dailyLimit !== undefined ? { dailyLimit: deps.dailyLimit } : {}),
    ...(deps.dailyLimitOf ? { dailyLimitOf: deps.dailyLimitOf } : {}),
    ...(deps.retry ? { retry: deps.retry } : {}),
  })
  const meter = throttleStatus((status) => deps.emit('requests:status', status))
  const unsubscribe = scheduler.subscribe((status) => meter.push(status))
  const catalog = createCatalog({
    store: createCatalogStore(join(deps.userDataDir, 'catalog'), now),
    now,
    ...(deps.chooseFile ? { chooseFile: deps.chooseFile } : {}),
    onChange: (change) => deps.emit('catalog:changed', change),
  })
  const api = createApiService({
    clientConfig: deps.clientConfig,
    scheduler,
    catalog,
    log: deps.log,
  })
  void quota.load().then(
    () => {
      if (quota.recovered)
        deps.log.warn('daily request counter was unreadable and was moved aside', {
          to: quota.recovered,
        })
    },
    (error: unknown) => deps.log.error('daily request counter could not be read', { error }),
  )
  return {
    api,
    catalog,
    scheduler,
    async dispose() {
      unsubscribe()
      meter.dispose()
      await scheduler.dispose()
    },
  }
}

export type ClientCore = ReturnType<typeof createClientCore>
