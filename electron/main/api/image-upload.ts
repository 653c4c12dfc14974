/**
 * What both image uploads share: the image source (file bytes or a URL), the
 * main-process precheck that never trusts the renderer, and the multipart
 * body with its one `file` part.
 */
import { crc32, createInflate } from 'node:zlib'
import {
  INFLATE_CHUNK_BYTES,
  precheckImageAsync,
  streamInflater,
  type ImageTarget,
} from '@shared/images/precheck'
import { imageUrlSchema } from '@shared/api/image-url'
import { AppError, appError } from '@shared/errors'
import { CONTENT_TYPES } from '@shared/images/types'
import type { BodyProgress } from './counted-body'
import type { ApiRequestBase } from './http-client'
import { multipartFileBody, type MultipartBody } from './multipart-body'

export type ImageSource =
  | { kind: 'file'; bytes: Uint8Array; fileName: string; contentType?: string }
  | { kind: 'url'; imageUrl: string }

export interface PreparedUpload {
  /** The one `file` part, for a file source; absent for a URL. */
  multipart?: MultipartBody
  query: Record<string, string>
}

const EXTENSIONS = { png: 'png', jpeg: 'jpg', gif: 'gif' } as const

/** A file name safe for a Content-Disposition header: no paths, no control characters. */
export function safeFileName(name: string, format: keyof typeof EXTENSIONS): string {
  const base = name.split(/[\\/]/).pop() ?? ''
  const cleaned = [...base]
    .filter((ch) => ch !== '"' && ch.charCodeAt(0) > 0x1f && ch.charCodeAt(0) !== 0x7f)
    .join('')
    .trim()
    .slice(0, 200)
  return cleaned.length > 0 ? cleaned : `image.${EXTENSIONS[format]}`
}

/** node:zlib inflates PNG data and computes its checksums several times faster than the precheck's own code. */
const platform = {
  inflate: streamInflater(() => createInflate({ chunkSize: INFLATE_CHUNK_BYTES })),
  crc32,
}

/**
 * Checks the source and builds the request parts.
 *
 * A file that fails the deep precheck is refused here with the precheck's
 * sentence, and nothing is sent.
 */
export async function prepareImageUpload(
  source: ImageSource,
  target: ImageTarget,
): Promise<PreparedUpload> {
  if (source.kind === 'url') {
    // The window checks the address as it is typed; main checks it again, never trusting the
    // window: a user name or password in it would go to whatever host it names.
    const checked = imageUrlSchema.safeParse(source.imageUrl)
    if (!checked.success) {
      const message = `${checked.error.issues[0]?.message ?? 'The image address is not valid'}.`
      throw appError('invalid-input', message, { fieldErrors: { imageUrl: message } })
    }
    // The address as this client read it: a parser of other rules must find the same host.
    return { query: { imageUrl: new URL(checked.data).href } }
  }
  const verdict = await precheckImageAsync(source.bytes, target, platform)
  if (!verdict.ok) {
    throw appError('invalid-input', verdict.message, { fieldErrors: { file: verdict.message } })
  }
  // The type comes from the bytes, never from the renderer's claim or the name.
  const format = verdict.info.format
  const multipart = multipartFileBody('file', {
    bytes: source.bytes,
    fileName: safeFileName(source.fileName, format),
    contentType: CONTENT_TYPES[format],
  })
  return { multipart, query: {} }
}

/**
 * The request's body fields for a prepared upload: its bytes, and whoever
 * watches the bytes sent (the client then sends it with its upload sender).
 */
export function uploadBody(
  prepared: PreparedUpload,
  onProgress?: (progress: BodyProgress) => void,
): Pick<ApiRequestBase, 'body' | 'onUploadProgress' | 'contentType'> {
  const { multipart } = prepared
  if (!multipart) return {}
  return {
    body: multipart.body,
    contentType: multipart.contentType,
    ...(onProgress ? { onUploadProgress: onProgress } : {}),
  }
}

/**
 * An upload is not repeated after its answer was lost (the scheduler marks it
 * `mayHaveApplied`), so the user must hear that it may or may not have happened.
 */
export function explainUploadFailure(error: unknown, what: string): unknown {
  if (!(error instanceof AppError)) return error
  if (error.data.mayHaveApplied) {
    return new AppError({
      ...error.data,
      message: `${error.data.message} The ${what} may or may not have been replaced: check it before trying again.`,
    })
  }
  return error
}
