/**
 * One drop zone's flow: a file (dropped, chosen or pasted) gets the instant
 * verdict with a preview, then the deep verdict in the worker; only a deep
 * "valid" is uploaded. A refused or failed file stays, to convert or retry.
 * An image address goes straight to the service, which fetches it.
 * An upload whose answer was lost is never sent again on its own: a speaker's
 * is checked on request (its picture read back), then uploaded again if it
 * was not applied; a sponsor's (which cannot be read) is uploaded again on
 * request.
 */
import { useRef, useState } from 'react'
import type { ImageTarget } from '@shared/images/precheck'
import {
  useImageUpload,
  type UploadedImage,
  type UploadRef,
  type UploadSource,
} from '@renderer/hooks/use-image-upload'
import { failedCheck, useSpeakerPictureCheck } from '@renderer/hooks/use-upload-check'
import { errorData } from '@renderer/lib/errors'
import { useUploadProgress } from '../upload-progress/use-upload-progress'
import { createImageChecker, type ImageChecker } from '@renderer/lib/image-check'
import { FitRefused } from './fit-image'
import { createFitter } from './fit-in-worker'
import { HEAD_BYTES, instantVerdict, summaryOf, type InstantVerdict } from './instant-verdict'
import { readBytes, unreadable } from './read-file'
import { uploadProblem, type UploadProblem } from './upload-errors'

export interface DroppedImage {
  name: string
  /** For the preview (an object URL) and for converting. */
  blob: Blob
  bytes: Uint8Array<ArrayBuffer>
  verdict: InstantVerdict
  /** What the deep verdict found worth saying of a valid image (very large). */
  warnings?: string[]
}

export type DropFlow =
  | { phase: 'idle' }
  | { phase: 'checking'; file: DroppedImage }
  | { phase: 'refused'; file: DroppedImage; message: string }
  | { phase: 'converting'; file: DroppedImage }
  | { phase: 'compare'; file: DroppedImage; fitted: DroppedImage; output: 'jpeg' | 'png' }
  | { phase: 'uploading'; file: DroppedImage | null; imageUrl?: string; uploadId: string }
  /** checked: a lost answer, found applied by reading the speaker back. */
  | { phase: 'done'; file: DroppedImage | null; uploaded: UploadedImage; checked?: true }
  | {
      phase: 'failed'
      file: DroppedImage | null
      imageUrl?: string
      problem: UploadProblem
      /** The picture address before the upload, to compare with when checking. */
      before: string | null
      check?: UploadCheck
    }

/** Where checking an upload whose answer was lost stands. */
export type UploadCheck =
  { state: 'checking' } | { state: 'not-applied' } | { state: 'failed'; message: string }

/** What became of an upload: done, refused or failed (and why), or overtaken by a newer one (null). */
export type UploadOutcome = { ok: true } | { ok: false; problem: UploadProblem | null }

/** The worker hands back the buffer it was given: an ArrayBuffer, never a shared one. */
const own = (bytes: Uint8Array) => bytes as Uint8Array<ArrayBuffer>

let sharedChecker: ImageChecker | undefined
/** One worker for every zone: started on the first drop, kept for the next. */
const checker = () => (sharedChecker ??= createImageChecker())
let sharedFitter: ReturnType<typeof createFitter> | undefined
/** "Convert and fit" reads every pixel: in a worker of its own, started on the first conversion. */
const fitter = () => (sharedFitter ??= createFitter())

const CONTENT_TYPES: Record<string, string> = {
  JPEG: 'image/jpeg',
  PNG: 'image/png',
  GIF: 'image/gif',
}

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

/** `currentUrl`: the picture address the catalog records now (null: none). */
export function useDropFlow(ref: UploadRef, currentUrl: string | null) {
  const [flow, setFlow] = useState<DropFlow>({ phase: 'idle' })
  const mutation = useImageUpload(ref)
  const pictureCheck = useSpeakerPictureCheck(ref)
  /** Aborts the check under way (its Cancel). */
  const checkAbort = useRef<AbortController | null>(null)
  const bytes = useUploadProgress()
  // A newer file or address makes answers about an older one moot.
  const generation = useRef(0)
  const target: ImageTarget = ref.target

  const upload = async (
    source: UploadSource,
    file: DroppedImage | null,
    turn: number,
  ): Promise<UploadOutcome> => {
    const imageUrl = source.kind === 'url' ? source.imageUrl : undefined
    const uploadId = bytes.track()
    setFlow({ phase: 'uploading', file, uploadId, ...(imageUrl ? { imageUrl } : {}) })
    const before = currentUrl
    try {
      const uploaded = await mutation.mutateAsync({ source, uploadId })
      if (turn === generation.current) setFlow({ phase: 'done', file, uploaded })
      return { ok: true }
    } catch (error) {
      if (turn !== generation.current) return { ok: false, problem: null }
      const problem = uploadProblem(errorData(error), source.kind)
      setFlow({ phase: 'failed', file, ...(imageUrl ? { imageUrl } : {}), problem, before })
      return { ok: false, problem }
    }
  }

  /** Deep check, then (only when valid) upload; `file.bytes` comes back from the worker. */
  const checkAndUpload = async (file: DroppedImage, turn: number) => {
    setFlow({ phase: 'checking', file })
    let outcome
    try {
      outcome = await checker().check(file.bytes, target)
    } catch (error) {
      if (turn === generation.current)
        setFlow({ phase: 'refused', file, message: errorData(error).message })
      return
    }
    const { verdict } = outcome
    const warnings = verdict.ok && verdict.warnings ? { warnings: verdict.warnings } : {}
    const checked: DroppedImage = {
      ...file,
      verdict: withSize(file.verdict, verdict.info),
      bytes: own(outcome.bytes),
      ...warnings,
    }
    if (turn !== generation.current) return
    if (!outcome.verdict.ok) {
      setFlow({ phase: 'refused', file: checked, message: outcome.verdict.message })
      return
    }
    const contentType = CONTENT_TYPES[file.verdict.formatName ?? '']
    await upload(
      {
        kind: 'file',
        bytes: checked.bytes,
        fileName: file.name,
        ...(contentType ? { contentType } : {}),
      },
      checked,
      turn,
    )
  }

  const takeFile = async (blob: Blob, name: string) => {
    const turn = ++generation.current
    // The instant verdict reads only the first bytes, so it shows before a large file is read.
    const head = await readBytes(blob.slice(0, HEAD_BYTES))
    if (turn !== generation.current) return
    if (!head.ok) {
      setFlow({ phase: 'refused', file: unreadable(blob, name), message: head.message(name) })
      return
    }
    const verdict = instantVerdict(head.bytes, target, blob.size)
    const first: DroppedImage = { name, blob, bytes: head.bytes, verdict }
    if (verdict.state !== 'ok') {
      setFlow({ phase: 'refused', file: first, message: verdict.message ?? verdict.summary })
      return
    }
    setFlow({ phase: 'checking', file: first })
    const whole = await readBytes(blob)
    if (turn !== generation.current) return
    if (!whole.ok) {
      setFlow({ phase: 'refused', file: first, message: whole.message(name) })
      return
    }
    await checkAndUpload({ ...first, bytes: whole.bytes }, turn)
  }

  const convert = async () => {
    if (flow.phase !== 'refused' || flow.file.verdict.state !== 'convert') return
    const turn = ++generation.current
    const { file } = flow
    setFlow({ phase: 'converting', file })
    try {
      const fitted = await fitter().fit(file.blob, target, file.verdict)
      const bytes = new Uint8Array(await fitted.blob.arrayBuffer())
      const extension = fitted.output === 'png' ? 'png' : 'jpg'
      const name = `${file.name.replace(/\.[^.]*$/, '') || 'image'}.${extension}`
      const outcome = await checker().check(bytes, target)
      if (turn !== generation.current) return
      const after: DroppedImage = {
        name,
        blob: fitted.blob,
        bytes: own(outcome.bytes),
        verdict: instantVerdict(outcome.bytes, target),
      }
      if (!outcome.verdict.ok) {
        setFlow({
          phase: 'refused',
          file,
          message: `The converted picture failed: ${outcome.verdict.message}`,
        })
        return
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
      setFlow({ phase: 'compare', file: before, fitted: after, output: fitted.output })
    } catch (error) {
      if (turn !== generation.current) return
      const message =
        error instanceof FitRefused
          ? error.message
          : `The picture could not be converted: ${errorData(error).message}`
      setFlow({ phase: 'refused', file, message })
    }
  }

  const acceptFit = async () => {
    if (flow.phase !== 'compare') return
    const turn = ++generation.current
    const { fitted, output } = flow
    const contentType = output === 'png' ? 'image/png' : 'image/jpeg'
    await upload(
      { kind: 'file', bytes: fitted.bytes, fileName: fitted.name, contentType },
      fitted,
      turn,
    )
  }

  const takeUrl = async (imageUrl: string): Promise<UploadOutcome> => {
    const turn = ++generation.current
    return upload({ kind: 'url', imageUrl }, null, turn)
  }

  const retry = async () => {
    if (flow.phase !== 'failed') return
    const turn = ++generation.current
    if (flow.imageUrl) await upload({ kind: 'url', imageUrl: flow.imageUrl }, null, turn)
    else if (flow.file) await checkAndUpload(flow.file, turn)
  }

  /** Reads the speaker back after a lost answer: applied shows as done, else the file stays to send again. */
  const check = async () => {
    if (flow.phase !== 'failed' || !flow.problem.mayHaveApplied) return
    if (ref.target !== 'speaker-picture') return
    const turn = ++generation.current
    const failed = flow
    setFlow({ ...failed, check: { state: 'checking' } })
    const abort = new AbortController()
    checkAbort.current = abort
    try {
      const outcome = await pictureCheck.mutateAsync({
        speakerId: ref.id,
        before: failed.before,
        signal: abort.signal,
      })
      if (turn !== generation.current) return
      if (outcome.applied) {
        const uploaded = { url: outcome.url, uploadedAt: Date.now() }
        setFlow({ phase: 'done', file: failed.file, uploaded, checked: true })
      } else setFlow({ ...failed, check: { state: 'not-applied' } })
    } catch (error) {
      if (turn !== generation.current) return
      setFlow({ ...failed, check: failedCheck(errorData(error)) ?? undefined })
    }
  }

  const cancelCheck = () => checkAbort.current?.abort()

  const clear = () => {
    generation.current++
    setFlow({ phase: 'idle' })
  }

  /** The bytes sent of the upload under way, once main has counted some. */
  const sent = flow.phase === 'uploading' ? bytes.progress.get(flow.uploadId) : undefined

  return { flow, sent, takeFile, takeUrl, convert, acceptFit, retry, check, cancelCheck, clear }
}
