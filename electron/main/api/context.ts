/**
 * What every operation needs: the workspace's connection (address, key,
 * transport, timeout) and the scheduler all its requests go through.
 */
import type { z } from 'zod'
import { UUID_PATTERN } from '@shared/api/schemas'
import { appError } from '@shared/errors'
import type { ChannelName } from '@shared/ipc/contract'
import { pathSegmentProblem } from '@shared/api/path-segment'
import type { RetryPolicy, Scheduler } from '../scheduler/scheduler'
import {
  apiRead,
  apiRequestBytes,
  type ApiClientConfig,
  type ApiRequest,
  type ApiRequestBase,
} from './http-client'
import { valueTellingNotes, type ReadResult } from './read-body'

export interface ApiContext {
  workspaceId: string
  config: ApiClientConfig
  scheduler: Scheduler
  /** The channel whose call the requests serve (named in their retry notices). */
  channel?: ChannelName
  /** Awaited before a request that writes first leaves (the call's `beforeWrite`). */
  beforeWrite?: () => Promise<void>
}

/** Sends one request through the workspace's scheduler (pacing, quota, retries). */
export async function send<S extends z.ZodType>(
  ctx: ApiContext,
  request: Omit<ApiRequest<S>, 'signal'>,
  signal?: AbortSignal,
  retryPolicy?: RetryPolicy,
): Promise<z.output<S>> {
  const read = await sendRead(ctx, request, signal, retryPolicy)
  return valueTellingNotes(ctx.config.onReadNotes, request.operation, read)
}

/** As `send`, with what the tolerant read changed (read-notes.ts). */
export function sendRead<S extends z.ZodType>(
  ctx: ApiContext,
  request: Omit<ApiRequest<S>, 'signal'>,
  signal?: AbortSignal,
  retryPolicy?: RetryPolicy,
): Promise<ReadResult<z.output<S>>> {
  return ctx.scheduler.run(
    ctx.workspaceId,
    {
      method: request.method,
      ...(retryPolicy ? { retryPolicy } : {}),
      ...(ctx.channel ? { channel: ctx.channel } : {}),
    },
    async (attempt) => {
      if (request.method !== 'GET') await ctx.beforeWrite?.()
      return apiRead(ctx.config, { ...request, signal: attempt.signal })
    },
    signal,
  )
}

/** As `send`, for a body read later (and elsewhere): the raw bytes of the 2xx answer. */
export function sendForBytes(
  ctx: ApiContext,
  request: Omit<ApiRequestBase, 'signal'>,
  signal?: AbortSignal,
): Promise<{ bytes: ArrayBuffer; status: number }> {
  return ctx.scheduler.run(
    ctx.workspaceId,
    // The export reads its pages this way: a long background run, where one page given up
    // too soon would cost the whole file, so it is repeated more patiently than a read on screen.
    {
      method: request.method,
      retryPolicy: 'background',
      ...(ctx.channel ? { channel: ctx.channel } : {}),
    },
    (attempt) =>
      apiRequestBytes(ctx.config, { ...request, patience: 'background', signal: attempt.signal }),
    signal,
  )
}

/**
 * A path parameter, checked before anything is sent.
 *
 * eventId, speakerId, sponsorId and locationId have the UUID form in the API;
 * sessionId is any string, but never empty or a dot segment. Every path
 * parameter of the client comes through here.
 */
export function pathId(name: string, value: string, uuid = true): string {
  const trimmed = value.trim()
  const id = uuid ? trimmed.toLowerCase() : trimmed
  const problem =
    pathSegmentProblem(name, id) ??
    (uuid && !UUID_PATTERN.test(id)
      ? `The ${name} must be a UUID such as 3f2b8c1e-9a4d-4e6f-8b1a-2c3d4e5f6a7b.`
      : null) ??
    (!uuid && id.length > 200 ? `The ${name} must be at most 200 characters long.` : null)
  if (problem) throw appError('invalid-input', problem, { fieldErrors: { [name]: problem } })
  return encodeURIComponent(id)
}
