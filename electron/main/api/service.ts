/**
 * The operations as the app uses them: by workspace ID (its address and key
 * stay in main), through the workspace's scheduler, and recording every ID a
 * response mentions in the catalog. A catalog that cannot be written never
 * fails the call that fed it.
 */
import type { ChannelName } from '@shared/ipc/contract'
import type { Catalog, Observation } from '../catalog/catalog'
import {
  fromDefaultRefusal,
  fromNotFound,
  fromSession,
  fromSpeaker,
  fromSpeakerPicture,
  fromSponsorImage,
} from '../catalog/observe'
import type { Logger } from '../logging/logger'
import type { Scheduler } from '../scheduler/scheduler'
import type { BodyProgress } from './counted-body'
import type { ApiClientConfig } from './http-client'
import type { ApiContext } from './context'
import { fetchAttendeesPageBytes, listAttendeesPage, type AttendeeQuery } from './attendees'
import { deleteLocation, type LocationRef } from './locations'
import { updateSession, type SessionUpdateInput } from './session-update'
import { uploadSpeakerPicture, type SpeakerPictureUpload } from './speaker-picture'
import { getSpeaker, type SpeakerRef } from './speakers'
import { uploadSponsorImage, type SponsorImageUpload } from './sponsor-image'
import { listTeams } from './teams'
import { createServedSizes } from './served-sizes'
import { createReadNotesLog } from './read-notes-log'

export interface ApiServiceDeps {
  clientConfig(workspaceId: string): Promise<ApiClientConfig>
  scheduler: Scheduler
  catalog: Catalog
  log: Logger
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

  /** Runs `call`, records what its result (or its 404) says, and returns the result. */
  async function recorded<T>(
    channel: ChannelName,
    workspaceId: string,
    eventId: string,
    call: (ctx: ApiContext) => Promise<T>,
    onResult: (value: T) => Observation[],
    onNotFound: (error: unknown) => Observation[],
  ): Promise<T> {
    const ctx = await context(workspaceId, channel)
    let value: T
    try {
      value = await call(ctx)
    } catch (error) {
      await observe(workspaceId, eventId, onNotFound(error))
      throw error
    }
    await observe(workspaceId, eventId, onResult(value))
    return value
  }

  return {
    context,
    /** Rows a page each workspace's service sends, learnt from its answers. */
    servedSizes,
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
    updateSession(workspaceId: string, input: SessionUpdateInput, signal?: AbortSignal) {
      return recorded(
        'sessions:update',
        workspaceId,
        input.eventId,
        (ctx) => updateSession(ctx, input, signal),
        fromSession,
        (e) => fromNotFound(e, 'session', input.sessionId),
      )
    },
    getSpeaker(workspaceId: string, ref: SpeakerRef, signal?: AbortSignal) {
      return recorded(
        'speakers:get',
        workspaceId,
        ref.eventId,
        (ctx) => getSpeaker(ctx, ref, signal),
        fromSpeaker,
        (e) => fromNotFound(e, 'speaker', ref.speakerId),
      )
    },
    uploadSpeakerPicture(
      workspaceId: string,
      input: SpeakerPictureUpload,
      signal?: AbortSignal,
      onProgress?: (progress: BodyProgress) => void,
    ) {
      return recorded(
        'speakers:uploadPicture',
        workspaceId,
        input.eventId,
        (ctx) => uploadSpeakerPicture(ctx, input, signal, onProgress),
        fromSpeakerPicture,
        (e) => fromNotFound(e, 'speaker', input.speakerId),
      )
    },
    uploadSponsorImage(
      workspaceId: string,
      input: SponsorImageUpload,
      signal?: AbortSignal,
      onProgress?: (progress: BodyProgress) => void,
    ) {
      return recorded(
        'sponsors:uploadImage',
        workspaceId,
        input.eventId,
        (ctx) => uploadSponsorImage(ctx, input, signal, onProgress),
        fromSponsorImage,
        (e) => fromNotFound(e, 'sponsor', input.sponsorId),
      )
    },
    deleteLocation(workspaceId: string, ref: LocationRef, signal?: AbortSignal) {
      return recorded(
        'locations:delete',
        workspaceId,
        ref.eventId,
        (ctx) => deleteLocation(ctx, ref, signal),
        (r) => [{ kind: 'location', id: r.locationId, status: 'deleted', via: 'deleting it' }],
        (e) => [
          ...fromNotFound(e, 'location', ref.locationId.toLowerCase()),
          ...fromDefaultRefusal(e, ref.locationId.toLowerCase()),
        ],
      )
    },
    async listTeams(workspaceId: string, signal?: AbortSignal) {
      const ctx = await context(workspaceId)
      return listTeams(ctx.config, signal, {
        scheduler: ctx.scheduler,
        workspaceId,
        channel: 'teams:list',
      })
    },
  }
}

export type ApiService = ReturnType<typeof createApiService>
