/**
 * Image uploads.
 *
 * `POST .../speakers/{speakerId}/pic` and
 * `POST .../sponsors/{sponsorId}/image?imageType=LOGO|COVER`. The image comes
 * from exactly one of a multipart `file` part or `imageUrl`; it is validated
 * with the shared precheck (type, size, dimensions, complete pixel data),
 * stored, and served back at the returned URL.
 */
import type { Context, Hono } from 'hono'
import { createInflate } from 'node:zlib'
import {
  INFLATE_CHUNK_BYTES,
  MAX_IMAGE_BYTES,
  precheckImageAsync,
  streamInflater,
  type ImageTarget,
} from '@shared/images/precheck'
import { SPONSOR_IMAGE_TYPES, type SponsorImageType } from '@shared/api/schemas'
import { BodyTooLarge, readBodyLimited } from '../http/body'
import {
  boundaryOf,
  MalformedMultipart,
  parseMultipart,
  type MultipartPart,
} from '../http/multipart'
import { ApiError } from '../http/errors'
import { guard, type AppEnv } from '../http/guard'
import { notFound, requireEvent, requireUuid, singleQuery } from '../http/params'
import { absolute } from '../render'
import { served } from '../dialect/docs-resources'
import {
  defaultResolver,
  downloadImage,
  ImageDownloadFailed,
  ImageUrlRejected,
} from '../net/fetch-image'
import type { EmulatorState } from '../state'

/**
 * An image may be 4 MiB; the multipart body around it gets 64 KiB more
 * (docs/api-decisions.md, "Image uploads").
 */
export const MULTIPART_LIMIT = MAX_IMAGE_BYTES + 64 * 1024

const CONTENT_TYPES = { png: 'image/png', jpeg: 'image/jpeg', gif: 'image/gif' } as const

const badRequest = (message: string, description: string, errors: Record<string, string> = {}) =>
  new ApiError({ status: 400, code: 'BAD_REQUEST', message, description, errors })

/** The image bytes from the one source given; `legacy` fills the 413 body's result-shaped fields. */
async function receiveImage(
  c: Context<AppEnv>,
  state: EmulatorState,
  legacy: Record<string, unknown>,
): Promise<Uint8Array> {
  const imageUrl = singleQuery(c.req.queries('imageUrl'), 'imageUrl') || undefined
  const type = c.req.header('content-type') ?? ''
  const hasBody =
    Number(c.req.header('content-length') ?? 0) > 0 ||
    c.req.header('transfer-encoding') !== undefined
  let file: Uint8Array | undefined
  if (/^multipart\/form-data\b/i.test(type)) {
    let raw: Uint8Array
    try {
      raw = await readBodyLimited(c, MULTIPART_LIMIT)
    } catch (e) {
      if (!(e instanceof BodyTooLarge)) throw e
      throw new ApiError({
        status: 413,
        code: 'FILE_TOO_LARGE',
        message: 'File too large',
        description: `The multipart body exceeds the upload limit of ${MULTIPART_LIMIT} bytes; images may be at most 4 MiB.`,
        params: { limit: MULTIPART_LIMIT },
        // The rest of the body is not read: close the connection rather than drain it.
        headers: { connection: 'close' },
        extra: legacy,
      })
    }
    let parts: MultipartPart[]
    try {
      const boundary = boundaryOf(type)
      if (boundary === undefined) throw new MalformedMultipart('no boundary parameter')
      parts = parseMultipart(raw, boundary)
    } catch (e) {
      if (!(e instanceof MalformedMultipart)) throw e
      throw badRequest(
        'Malformed multipart body',
        'The multipart/form-data body could not be parsed.',
      )
    }
    const files = parts.filter((part) => part.name === 'file')
    if (files.length > 1) {
      throw badRequest('Too many files', 'Send exactly one part named "file".', {
        file: 'must be given once',
      })
    }
    const part = files[0]
    if (part && part.fileName === undefined) {
      throw badRequest(
        'Invalid file part',
        'The "file" part must be a file (binary), not a text field.',
        {
          file: 'must be a file',
        },
      )
    }
    file = part?.content
  } else if (hasBody) {
    throw badRequest(
      'Unsupported body',
      'Send the image as multipart/form-data with one part named "file", or give imageUrl.',
    )
  }
  if (file && imageUrl) {
    throw badRequest('Ambiguous image source', 'Give either the "file" part or imageUrl, not both.')
  }
  if (!file && !imageUrl) {
    throw badRequest('Missing image', 'Give the image as a multipart "file" part or as imageUrl.')
  }
  if (file) return file
  try {
    return await downloadImage(imageUrl!, {
      allowHosts: state.allowImageHosts,
      resolve: state.resolveHost ?? defaultResolver,
      maxBytes: MAX_IMAGE_BYTES,
    })
  } catch (e) {
    if (e instanceof ImageUrlRejected) {
      throw new ApiError({
        status: 422,
        code: e.code,
        message: 'imageUrl rejected',
        description: e.message,
        params: { imageUrl },
      })
    }
    if (e instanceof ImageDownloadFailed) {
      throw badRequest('Image download failed', e.message, { imageUrl: e.message })
    }
    throw e
  }
}

/** node:zlib for PNG data: much faster than the precheck's own decoder, and off the event loop. */
const nativeInflate = streamInflater(() => createInflate({ chunkSize: INFLATE_CHUNK_BYTES }))

async function validate(bytes: Uint8Array, target: ImageTarget) {
  const verdict = await precheckImageAsync(bytes, target, { inflate: nativeInflate })
  if (!verdict.ok) {
    throw new ApiError({
      status: 400,
      code: 'INVALID_IMAGE',
      message: 'Invalid image',
      description: verdict.message,
      params: { reason: verdict.reason },
      errors: { file: verdict.message },
    })
  }
  return verdict.info
}

export function uploadRoutes(
  app: Hono<AppEnv>,
  state: EmulatorState,
  origin: (url: string) => string,
) {
  const writeBackend = (query: string[]) =>
    guard(state, { scope: 'WRITE', backendOnly: true, envelope: 'full', query })

  app.post('/v1/events/:eventId/speakers/:speakerId/pic', writeBackend(['imageUrl']), async (c) => {
    const event = requireEvent(state, c.req.param('eventId'))
    const speakerId = requireUuid('speakerId', c.req.param('speakerId'))
    const speaker = event.speakers.find((s) => s.id === speakerId)
    if (!speaker) throw notFound('SPEAKER_NOT_FOUND', 'Speaker', speakerId)
    const bytes = await receiveImage(c, state, { speakerId, picUrl: '' })
    const info = await validate(bytes, 'speaker-picture')
    const image = state.storeImage({
      bytes,
      contentType: CONTENT_TYPES[info.format],
      width: info.width,
      height: info.height,
      target: `speaker:${speakerId}`,
    })
    speaker.picUrl = `/media/${image.id}`
    return c.json(served(state, { speakerId, picUrl: absolute(origin(c.req.url), speaker.picUrl) }))
  })

  app.post(
    '/v1/events/:eventId/sponsors/:sponsorId/image',
    writeBackend(['imageType', 'imageUrl']),
    async (c) => {
      const event = requireEvent(state, c.req.param('eventId'))
      const sponsorId = requireUuid('sponsorId', c.req.param('sponsorId'))
      const sponsor = event.sponsors.find((s) => s.id === sponsorId)
      if (!sponsor) throw notFound('SPONSOR_NOT_FOUND', 'Sponsor', sponsorId)
      const imageType = singleQuery(c.req.queries('imageType'), 'imageType')
      if (!(SPONSOR_IMAGE_TYPES as readonly string[]).includes(imageType ?? '')) {
        throw badRequest(
          'Invalid imageType',
          `imageType must be LOGO or COVER${imageType === undefined ? '' : `, not "${imageType}"`}.`,
          { imageType: 'must be LOGO or COVER' },
        )
      }
      const kind = imageType as SponsorImageType
      const bytes = await receiveImage(c, state, { sponsorId, imageType: kind, imageUrl: '' })
      const info = await validate(bytes, kind === 'LOGO' ? 'sponsor-logo' : 'sponsor-cover')
      const image = state.storeImage({
        bytes,
        contentType: CONTENT_TYPES[info.format],
        width: info.width,
        height: info.height,
        target: `sponsor:${sponsorId}:${kind}`,
      })
      if (kind === 'LOGO') sponsor.logoUrl = `/media/${image.id}`
      else sponsor.coverUrl = `/media/${image.id}`
      return c.json(
        served(state, {
          sponsorId,
          imageType: kind,
          imageUrl: absolute(origin(c.req.url), `/media/${image.id}`),
        }),
      )
    },
  )
}
