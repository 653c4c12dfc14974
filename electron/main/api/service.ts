/**
 * The service as the handlers call it.
 *
 * By workspace ID (its address and key stay in main), through the
 * workspace's scheduler, and recording every ID a response mentions in the
 * catalog. A channel's handler runs its request with `call`, so a new channel
 * needs no method here. A catalog that cannot be written never fails the call
 * that fed it.
 */
import type { ChannelName } from '@shared/ipc/contract'
import type { Catalog, Observation } from '../catalog/catalog'
import type { Logger } from '../logging/logger'
import type { Scheduler } from '../scheduler/scheduler'
import type { ApiClientConfig } from './http-client'
import type { ApiContext } from './context'
import { fetchAttendeesPageBytes, listAttendeesPage, type AttendeeQuery } from './attendees'
import { createServedSizes } from './served-sizes'
import { createReadNotesLog } from './read-notes-log'

export interface ApiServiceDeps {
  clientConfig(workspaceId: string): Promise<ApiClientConfig>
  scheduler: Scheduler
  catalog: Catalog
  log: Logger
}

/** What a call's answer (or its refusal) says about the event's resources, for its catalog. */
export interface Recording<T> {
  eventId: string
  onResult: (value: T) => Observation[]
  onError: (error: unknown) => Observation[]
}

export function createApiService(deps: ApiServiceDeps) {
  const servedSizes = createServedSizes()
  const readNotes = createReadNotesLog(deps.log)
  /** `channel`: the call the requests serve, so its screen alone says when they are repeated. */
  async function context(workspaceId: string, channel?: ChannelName): Promise<ApiContext> {
    return {
      workspaceId,
      config: { ...(await deps.clientConfig(workspaceId)), onReadNotes: readNotes.of(workspaceId) },
      scheduler: deps.scheduler,
      ...(channel ? { channel } : {}),
    }
  }

  async function observe(
    workspaceId: string,
    eventId: string,
    observations: Observation[],
  ): Promise<void> {
    try {
      await deps.catalog.record(workspaceId, eventId.toLowerCase(), observations)
    } catch (error) {
      deps.log.warn('catalog could not record a response', { error })
    }
  }

  return {
    context,
    /** Rows a page each workspace's service sends, learnt from its answers. */
    servedSizes,
    /**
     * Runs `request` for `channel` in the workspace's context.
     *
     * With `recording`, what its result (or its refusal) says goes to the
     * event's catalog before the result is returned or the error thrown.
     * `beforeWrite` is awaited before each request that writes leaves.
     */
    async call<T>(
      channel: ChannelName,
      workspaceId: string,
      request: (ctx: ApiContext) => Promise<T>,
      recording?: Recording<T>,
      beforeWrite?: () => Promise<void>,
    ): Promise<T> {
      const ctx = {
        ...(await context(workspaceId, channel)),
        ...(beforeWrite ? { beforeWrite } : {}),
      }
      if (!recording) return request(ctx)
      let value: T
      try {
        value = await request(ctx)
      } catch (error) {
        await observe(workspaceId, recording.eventId, recording.onError(error))
        throw error
      }
      await observe(workspaceId, recording.eventId, recording.onResult(value))
      return value
    },
    async listAttendees(workspaceId: string, query: AttendeeQuery, signal?: AbortSignal) {
      const page = await listAttendeesPage(
        await context(workspaceId, 'attendees:list'),
        query,
        signal,
      )
      servedSizes.learn(workspaceId, page.pageSize, page.servedPageSize)
      return page
    },
    /** A page with its body unread: the export reads it in a worker thread. */
    async fetchAttendeesBytes(workspaceId: string, query: AttendeeQuery, signal?: AbortSignal) {
      return fetchAttendeesPageBytes(await context(workspaceId, 'exports:start'), query, signal)
    },
  }
}

export type ApiService = ReturnType<typeof createApiService>
