/**
 * One drop zone's flow: a file (dropped, chosen or pasted) gets the instant
 * verdict with a preview, then the deep verdict in the worker; only a deep
 * "valid" is uploaded. A refused or failed file stays, to convert or retry.
 * An image address goes straight to the service, which fetches it.
 */
import { useRef, useState } from 'react'
import type { ImageTarget } from '../../../../shared/images/precheck'
import { useImageUpload } from '../../hooks/use-image-upload'
import type { UploadedImage, UploadRef, UploadSource } from '../../hooks/use-image-upload'
import { errorData } from '../../lib/errors'
import { useUploadProgress } from '../upload-progress/use-upload-progress'
import { createImageChecker } from '../../lib/image-check'
import type { ImageChecker } from '../../lib/image-check'
import { FitRefused, convertAndFit } from './fit-image'
import { HEAD_BYTES, instantVerdict, summaryOf } from './instant-verdict'
import type { InstantVerdict } from './instant-verdict'
import { uploadProblem } from './upload-errors'
import type { UploadProblem } from './upload-errors'

export interface DroppedImage {
  name: string
  /** For the preview (an object URL) and for converting. */
  blob: Blob
  bytes: Uint8Array<ArrayBuffer>
  verdict: InstantVerdict
}

export type DropFlow =
  | { phase: 'idle' }
  | { phase: 'checking'; file: DroppedImage }
  | { phase: 'refused'; file: DroppedImage; message: string }
  | { phase: 'converting'; file: DroppedImage }
  | { phase: 'compare'; file: DroppedImage; fitted: DroppedImage }
  | { phase: 'uploading'; file: DroppedImage | null; imageUrl?: string; uploadId: string }
  | { phase: 'done'; file: DroppedImage | null; uploaded: UploadedImage }
  | { phase: 'failed'; file: DroppedImage | null; imageUrl?: string; problem: UploadProblem }

/** The worker hands back the buffer it was given: an ArrayBuffer, never a shared one. */
const own = (bytes: Uint8Array) => bytes as Uint8Array<ArrayBuffer>

let sharedChecker: ImageChecker | undefined
/** One worker for every zone: started on the first drop, kept for the next. */
const checker = () => (sharedChecker ??= createImageChecker())

const CONTENT_TYPES: Record<string, string> = {
  JPEG: 'image/jpeg',
  PNG: 'image/png',
  GIF: 'image/gif',
}

export function useDropFlow(ref: UploadRef) {
  const [flow, setFlow] = useState<DropFlow>({ phase: 'idle' })
  const mutation = useImageUpload(ref)
  const bytes = useUploadProgress()
  // A newer file or address makes answers about an older one moot.
  const generation = useRef(0)
  const target: ImageTarget = ref.target

  /** True when the image was uploaded. */
  const upload = async (
    source: UploadSource,
    file: DroppedImage | null,
    turn: number,
  ): Promise<boolean> => {
    const imageUrl = source.kind === 'url' ? source.imageUrl : undefined
    const uploadId = bytes.track()
    setFlow({ phase: 'uploading', file, uploadId, ...(imageUrl ? { imageUrl } : {}) })
    try {
      const uploaded = await mutation.mutateAsync({ source, uploadId })
      if (turn === generation.current) setFlow({ phase: 'done', file, uploaded })
      return true
    } catch (error) {
      if (turn !== generation.current) return false
      const problem = uploadProblem(errorData(error), source.kind)
      setFlow({ phase: 'failed', file, ...(imageUrl ? { imageUrl } : {}), problem })
      return false
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
    const checked = { ...file, bytes: own(outcome.bytes) }
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
    const head = new Uint8Array(await blob.slice(0, HEAD_BYTES).arrayBuffer())
    if (turn !== generation.current) return
    const verdict = instantVerdict(head, target, blob.size)
    const first: DroppedImage = { name, blob, bytes: head, verdict }
    if (verdict.state !== 'ok') {
      setFlow({ phase: 'refused', file: first, message: verdict.message ?? verdict.summary })
      return
    }
    setFlow({ phase: 'checking', file: first })
    const bytes = new Uint8Array(await blob.arrayBuffer())
    if (turn !== generation.current) return
    await checkAndUpload({ ...first, bytes }, turn)
  }

  const convert = async () => {
    if (flow.phase !== 'refused' || flow.file.verdict.state !== 'convert') return
    const turn = ++generation.current
    const { file } = flow
    setFlow({ phase: 'converting', file })
    try {
      const fitted = await convertAndFit(file.blob, target, file.verdict)
      const bytes = new Uint8Array(await fitted.blob.arrayBuffer())
      const name = `${file.name.replace(/\.[^.]*$/, '') || 'image'}.jpg`
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
      setFlow({ phase: 'compare', file: before, fitted: after })
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
    const { fitted } = flow
    await upload(
      { kind: 'file', bytes: fitted.bytes, fileName: fitted.name, contentType: 'image/jpeg' },
      fitted,
      turn,
    )
  }

  /** True when the image at the address was uploaded. */
  const takeUrl = async (imageUrl: string): Promise<boolean> => {
    const turn = ++generation.current
    return upload({ kind: 'url', imageUrl }, null, turn)
  }

  const retry = async () => {
    if (flow.phase !== 'failed') return
    const turn = ++generation.current
    if (flow.imageUrl) await upload({ kind: 'url', imageUrl: flow.imageUrl }, null, turn)
    else if (flow.file) await checkAndUpload(flow.file, turn)
  }

  const clear = () => {
    generation.current++
    setFlow({ phase: 'idle' })
  }

  /** The bytes sent of the upload under way, once main has counted some. */
  const sent = flow.phase === 'uploading' ? bytes.progress.get(flow.uploadId) : undefined

  return { flow, sent, takeFile, takeUrl, convert, acceptFit, retry, clear }
}
