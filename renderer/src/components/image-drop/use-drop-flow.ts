/**
 * One drop zone's flow in React: the reducer (drop-flow.ts) run on the zone's upload.
 *
 * The steps reach the shared workers, the bridge (through the upload and
 * check mutations) and the zone's byte progress, which names each upload so
 * its bytes sent show while it is under way. Each step reads the zone's
 * picture and address as of the latest render.
 */
import { useEffect, useRef, useState, type RefObject } from 'react'
import {
  useImageUpload,
  type UploadedImage,
  type UploadRef,
  type UploadRequest,
} from '@renderer/hooks/use-image-upload'
import {
  useSpeakerPictureCheck,
  useSponsorImageCheck,
  type CheckOutcome,
} from '@renderer/hooks/use-upload-check'
import { createImageChecker, type ImageChecker } from '@renderer/lib/image-check'
import { useUploadProgress } from '../upload-progress/use-upload-progress'
import { idleDrop, type DropFlow, type UserEvent } from './drop-flow'
import { createDropRunner, type DropRunner, type UploadOutcome } from './drop-runner'
import { createDropSteps, type DropDeps } from './drop-steps'
import { createFitter } from './fit-in-worker'

export type { DropFlow, UploadCheck } from './drop-flow'
export type { UploadOutcome } from './drop-runner'

let sharedChecker: ImageChecker | undefined
/** One worker for every zone: started on the first drop, kept for the next. */
const checker = () => (sharedChecker ??= createImageChecker())
let sharedFitter: ReturnType<typeof createFitter> | undefined
/** "Convert and fit" reads every pixel: in a worker of its own, started on the first conversion. */
const fitter = () => (sharedFitter ??= createFitter())

/** What the steps reach, as the zone's latest render had it. */
interface Latest {
  ref: UploadRef
  currentUrl: string | null
  upload: (request: UploadRequest) => Promise<UploadedImage>
  /** Reads the speaker or sponsor `id` back and compares its picture with `before`. */
  readBack: (check: ReadBack) => Promise<CheckOutcome>
}

type ReadBack = { id: string; before: string | null; signal?: AbortSignal }

/**
 * The steps' dependencies.
 *
 * `checkAbort` holds the controller of the Check under way, which the zone's
 * Cancel aborts: main passes the abort on to the request.
 */
function depsOf(
  latest: RefObject<Latest>,
  track: () => string,
  checkAbort: RefObject<AbortController | null>,
): DropDeps {
  return {
    target: () => latest.current.ref.target,
    currentUrl: () => latest.current.currentUrl,
    check: (source, target) => checker().check(source, target),
    fit: (source, target, found) => fitter().fit(source, target, found),
    upload: (request) => latest.current.upload(request),
    readBack: (before) => {
      const abort = new AbortController()
      checkAbort.current = abort
      return latest.current.readBack({
        id: latest.current.ref.id,
        before,
        signal: abort.signal,
      })
    },
    track,
    now: () => Date.now(),
  }
}

/**
 * `currentUrl`: the picture address the catalog records now (null: none).
 * `readsBack`: the speaker or sponsor can be read from the service, so an
 * upload whose answer was lost can be checked (a speaker always can).
 */
export function useDropFlow(
  ref: UploadRef,
  currentUrl: string | null,
  readsBack = ref.target === 'speaker-picture',
) {
  const [flow, setFlow] = useState<DropFlow>(idleDrop.flow)
  const mutation = useImageUpload(ref)
  const pictureCheck = useSpeakerPictureCheck(ref)
  const sponsorCheck = useSponsorImageCheck(
    ref,
    ref.target === 'sponsor-cover' ? 'coverUrl' : 'logoUrl',
  )
  const readBack = ({ id, ...check }: ReadBack) =>
    ref.target === 'speaker-picture'
      ? pictureCheck.mutateAsync({ speakerId: id, ...check })
      : sponsorCheck.mutateAsync({ sponsorId: id, ...check })
  const bytes = useUploadProgress()
  const { track } = bytes
  /** Aborts the Check under way (its Cancel). */
  const checkAbort = useRef<AbortController | null>(null)
  // What the steps reach, as of the latest render.
  const latest = useRef<Latest>({
    ref,
    currentUrl,
    upload: mutation.mutateAsync,
    readBack,
  })
  useEffect(() => {
    latest.current = {
      ref,
      currentUrl,
      upload: mutation.mutateAsync,
      readBack,
    }
  })
  // Made at the first step the user takes: its steps read `latest`, never during a render.
  const runner = useRef<DropRunner | null>(null)
  const dispatch = (event: UserEvent) => {
    runner.current ??= createDropRunner(createDropSteps(depsOf(latest, track, checkAbort)), setFlow)
    return runner.current.dispatch(event)
  }

  const takeFile = async (blob: Blob, name: string) => {
    await dispatch({ type: 'take-file', blob, name })
  }
  const takeUrl = async (imageUrl: string): Promise<UploadOutcome> => {
    const outcome = await dispatch({ type: 'take-url', imageUrl, uploadId: track() })
    return outcome ?? { ok: false, problem: null }
  }
  const convert = async () => {
    await dispatch({ type: 'convert' })
  }
  const acceptFit = async () => {
    await dispatch({ type: 'accept-fit', uploadId: track() })
  }
  const retry = async () => {
    await dispatch({ type: 'retry', uploadId: track() })
  }
  /** Reads the speaker or sponsor back after a lost answer: applied shows as done, else the file stays. */
  const check = async () => {
    await dispatch({ type: 'check', readsBack })
  }
  const cancelCheck = () => checkAbort.current?.abort()
  const clear = () => {
    void dispatch({ type: 'clear' })
  }

  /** The bytes sent of the upload under way, once main has counted some. */
  const sent = flow.phase === 'uploading' ? bytes.progress.get(flow.uploadId) : undefined

  return { flow, sent, takeFile, takeUrl, convert, acceptFit, retry, check, cancelCheck, clear }
}
