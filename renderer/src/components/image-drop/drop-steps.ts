/**
 * The drop flow's async steps: each effect of drop-flow.ts becomes the event answering it.
 *
 * Reading the file, the instant and deep verdicts, "Convert and fit", the
 * upload and reading a speaker back. A failure becomes an event too (a
 * refusal, a failed upload or check, each with its sentence), so a step never
 * rejects. What the steps reach outside (the workers, the bridge, the clock)
 * comes in `DropDeps`, so a test passes its own.
 */
import type { ImageTarget } from '@shared/images/precheck'
import type { UploadedImage, UploadRequest } from '@renderer/hooks/use-image-upload'
import { failedCheck, type CheckOutcome } from '@renderer/hooks/use-upload-check'
import { errorData } from '@renderer/lib/errors'
import type { ImageCheckOutcome } from '@renderer/lib/image-check'
import type { DropEffect, ResultEvent } from './drop-flow'
import type { DroppedImage } from './dropped-image'
import { FitRefused, type FittedImage } from './fit-image'
import type { FitFound } from './fit-in-worker'
import { HEAD_BYTES, instantVerdict, summaryOf, type InstantVerdict } from './instant-verdict'
import { readBytes, unreadable } from './read-file'
import { uploadProblem } from './upload-errors'

export interface DropDeps {
  /** Which picture the zone replaces. */
  target(): ImageTarget
  /** The picture address the catalog records now (null: none). */
  currentUrl(): string | null
  /** The deep verdict (in a worker): `bytes` is transferred, the outcome brings them back. */
  check(bytes: Uint8Array, target: ImageTarget): Promise<ImageCheckOutcome>
  fit(source: Blob, target: ImageTarget, found: FitFound): Promise<FittedImage>
  upload(request: UploadRequest): Promise<UploadedImage>
  /** Reads the speaker back and compares its picture address with `before`. */
  readBack(before: string | null): Promise<CheckOutcome>
  /** A new upload name, whose bytes sent the zone follows. */
  track(): string
  now(): number
}

export type DropSteps = (effect: DropEffect) => Promise<ResultEvent>

/** The worker hands back the buffer it was given: an ArrayBuffer, never a shared one. */
const own = (bytes: Uint8Array) => bytes as Uint8Array<ArrayBuffer>

/**
 * The instant verdict with the size the deep check read, where the first bytes
 * did not reach the header (a JPEG after large metadata): the summary says it,
 * and the window knows whether it may show the picture.
 */
function withSize(
  verdict: InstantVerdict,
  info: { width?: number; height?: number } | undefined,
): InstantVerdict {
  if (verdict.width !== undefined || !info?.width || !info.height) return verdict
  const { width, height } = info
  const summary = summaryOf(verdict.formatName, width, height, verdict.byteLength)
  return { ...verdict, width, height, summary }
}

export function createDropSteps(deps: DropDeps): DropSteps {
  return async (effect) => {
    switch (effect.kind) {
      case 'read-head':
        return readHead(deps, effect.turn, effect.blob, effect.name)
      case 'read-whole':
        return readWhole(effect.turn, effect.file)
      case 'deep-check':
        return deepCheck(deps, effect.turn, effect.file)
      case 'fit':
        return fit(deps, effect.turn, effect.file)
      case 'upload': {
        const { turn, source, uploadId } = effect
        const before = deps.currentUrl()
        try {
          return { type: 'uploaded', turn, uploaded: await deps.upload({ source, uploadId }) }
        } catch (error) {
          const problem = uploadProblem(errorData(error), source.kind)
          return { type: 'upload-failed', turn, problem, before }
        }
      }
      case 'read-back':
        return readBack(deps, effect.turn, effect.before)
    }
  }
}

/** The instant verdict reads only the first bytes, so it shows before a large file is read. */
async function readHead(
  deps: DropDeps,
  turn: number,
  blob: Blob,
  name: string,
): Promise<ResultEvent> {
  const head = await readBytes(blob.slice(0, HEAD_BYTES))
  if (!head.ok) {
    return { type: 'refused', turn, file: unreadable(blob, name), message: head.message(name) }
  }
  const verdict = instantVerdict(head.bytes, deps.target(), blob.size)
  return { type: 'head-read', turn, file: { name, blob, bytes: head.bytes, verdict } }
}

async function readWhole(turn: number, file: DroppedImage): Promise<ResultEvent> {
  const whole = await readBytes(file.blob)
  if (!whole.ok) return { type: 'refused', turn, file, message: whole.message(file.name) }
  return { type: 'whole-read', turn, file: { ...file, bytes: whole.bytes } }
}

/** The deep verdict; the file that comes out holds the bytes the worker handed back. */
async function deepCheck(deps: DropDeps, turn: number, file: DroppedImage): Promise<ResultEvent> {
  let outcome
  try {
    outcome = await deps.check(file.bytes, deps.target())
  } catch (error) {
    return { type: 'refused', turn, file, message: errorData(error).message }
  }
  const { verdict } = outcome
  const warnings = verdict.ok && verdict.warnings ? { warnings: verdict.warnings } : {}
  const checked: DroppedImage = {
    ...file,
    verdict: withSize(file.verdict, verdict.info),
    bytes: own(outcome.bytes),
    ...warnings,
  }
  if (!verdict.ok) return { type: 'refused', turn, file: checked, message: verdict.message }
  return { type: 'valid', turn, file: checked, uploadId: deps.track() }
}

/** Convert and fit, then the deep verdict on the result; both sides are kept to compare. */
async function fit(deps: DropDeps, turn: number, file: DroppedImage): Promise<ResultEvent> {
  const target = deps.target()
  try {
    const fitted = await deps.fit(file.blob, target, file.verdict)
    const bytes = new Uint8Array(await fitted.blob.arrayBuffer())
    const extension = fitted.output === 'png' ? 'png' : 'jpg'
    const name = `${file.name.replace(/\.[^.]*$/, '') || 'image'}.${extension}`
    const outcome = await deps.check(bytes, target)
    const after: DroppedImage = {
      name,
      blob: fitted.blob,
      bytes: own(outcome.bytes),
      verdict: instantVerdict(outcome.bytes, target),
    }
    if (!outcome.verdict.ok) {
      const message = `The converted picture failed: ${outcome.verdict.message}`
      return { type: 'refused', turn, file, message }
    }
    // The browser decoded the source: its dimensions are known now, even for a WebP.
    const { sourceWidth: width, sourceHeight: height } = fitted
    const v = file.verdict
    const before: DroppedImage = {
      ...file,
      verdict: {
        ...v,
        width,
        height,
        summary: summaryOf(v.formatName, width, height, v.byteLength),
      },
    }
    return { type: 'fitted', turn, file: before, fitted: after, output: fitted.output }
  } catch (error) {
    const message =
      error instanceof FitRefused
        ? error.message
        : `The picture could not be converted: ${errorData(error).message}`
    return { type: 'refused', turn, file, message }
  }
}

async function readBack(deps: DropDeps, turn: number, before: string | null): Promise<ResultEvent> {
  try {
    const outcome = await deps.readBack(before)
    if (!outcome.applied) return { type: 'not-applied', turn }
    return { type: 'applied', turn, uploaded: { url: outcome.url, uploadedAt: deps.now() } }
  } catch (error) {
    const failed = failedCheck(errorData(error))
    return failed
      ? { type: 'check-failed', turn, message: failed.message }
      : { type: 'check-cancelled', turn }
  }
}
