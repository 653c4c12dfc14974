/**
 * One drop zone's flow as a pure reducer: state and event in, next state and effect out.
 *
 * A file (dropped, chosen or pasted) gets the instant verdict with a preview,
 * then the deep verdict in the worker; only a deep "valid" is uploaded. A
 * refused or failed file stays, to convert or retry. An image address goes
 * straight to the service, which fetches it. An upload whose answer was lost
 * is never sent again on its own: a speaker's is checked on request (its
 * picture read back), then uploaded again if it was not applied; a sponsor's
 * (which cannot be read) is uploaded again on request.
 *
 * Every step the user takes opens a new turn. An effect carries the turn it
 * was asked in and the event answering it carries the same, so an answer from
 * an earlier turn (an older drop's check ending after a newer drop) changes
 * nothing. The runner (drop-runner.ts) performs the effects.
 */
import type { UploadedImage, UploadSource } from '@renderer/hooks/use-image-upload'
import type { DroppedImage } from './dropped-image'
import type { UploadProblem } from './upload-errors'

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

export interface DropState {
  flow: DropFlow
  /** The turn whose answers are taken: every step the user takes opens a new one. */
  turn: number
}

export const idleDrop: DropState = { flow: { phase: 'idle' }, turn: 0 }

/** What the runner is asked to do, under the turn its answer belongs to. */
export type DropEffect = { turn: number } &
  /** Read the file's first bytes and give the instant verdict. */
  (
    | { kind: 'read-head'; blob: Blob; name: string }
    /** Read the whole file, whose first bytes passed. */
    | { kind: 'read-whole'; file: DroppedImage }
    /** The deep verdict, in the worker. */
    | { kind: 'deep-check'; file: DroppedImage }
    /** Convert and fit, then the deep verdict on the result. */
    | { kind: 'fit'; file: DroppedImage }
    | { kind: 'upload'; source: UploadSource; uploadId: string }
    /** Read the speaker or sponsor back after a lost answer, to compare its picture with `before`. */
    | { kind: 'read-back'; before: string | null }
  )

/** What the user does. An event that may start an upload brings the upload's name. */
export type UserEvent =
  | { type: 'take-file'; blob: Blob; name: string }
  | { type: 'take-url'; imageUrl: string; uploadId: string }
  | { type: 'convert' }
  | { type: 'accept-fit'; uploadId: string }
  | { type: 'retry'; uploadId: string }
  /** `readsBack`: the picture's speaker or sponsor can be read from the service. */
  | { type: 'check'; readsBack: boolean }
  | { type: 'clear' }

/** What an effect found, under the turn of the effect. */
export type ResultEvent = { turn: number } &
  /** The first bytes were read; the file's verdict is the instant one. */
  (
    | { type: 'head-read'; file: DroppedImage }
    | { type: 'whole-read'; file: DroppedImage }
    /** A read, a check or a conversion refused the file, saying why. */
    | { type: 'refused'; file: DroppedImage; message: string }
    /** The deep verdict is valid: the file goes up under `uploadId`. */
    | { type: 'valid'; file: DroppedImage; uploadId: string }
    | { type: 'fitted'; file: DroppedImage; fitted: DroppedImage; output: 'jpeg' | 'png' }
    | { type: 'uploaded'; uploaded: UploadedImage }
    /** `before`: the picture address when the upload was sent. */
    | { type: 'upload-failed'; problem: UploadProblem; before: string | null }
    | { type: 'applied'; uploaded: UploadedImage }
    | { type: 'not-applied' }
    | { type: 'check-failed'; message: string }
    /** The user cancelled the Check: the upload stays failed, to check or send again. */
    | { type: 'check-cancelled' }
  )

export type DropEvent = UserEvent | ResultEvent

export interface DropStep {
  state: DropState
  effect?: DropEffect
}

const CONTENT_TYPES: Record<string, string> = {
  JPEG: 'image/jpeg',
  PNG: 'image/png',
  GIF: 'image/gif',
}

/** What uploading a checked file sends. */
export function fileSource(file: DroppedImage): UploadSource {
  const contentType = CONTENT_TYPES[file.verdict.formatName ?? '']
  return {
    kind: 'file',
    bytes: file.bytes,
    fileName: file.name,
    ...(contentType ? { contentType } : {}),
  }
}

/** An answer from a turn before the current one: it changes nothing. */
export function isStale(state: DropState, event: DropEvent): boolean {
  return 'turn' in event && event.turn !== state.turn
}

export function reduceDrop(state: DropState, event: DropEvent): DropStep {
  if ('turn' in event) return isStale(state, event) ? { state } : answer(state, event)
  return act(state, event)
}

/** A step in a new turn: the flow it shows and, if any, what it starts. */
function next(state: DropState, flow: DropFlow, start?: (turn: number) => DropEffect): DropStep {
  const turn = state.turn + 1
  return { state: { flow, turn }, ...(start ? { effect: start(turn) } : {}) }
}

/** Uploading starts showing the file (or the address) at once. */
function uploading(
  state: DropState,
  file: DroppedImage | null,
  source: UploadSource,
  uploadId: string,
): DropStep {
  const imageUrl = source.kind === 'url' ? { imageUrl: source.imageUrl } : {}
  return next(state, { phase: 'uploading', file, uploadId, ...imageUrl }, (turn) => ({
    kind: 'upload',
    turn,
    source,
    uploadId,
  }))
}

function act(state: DropState, event: UserEvent): DropStep {
  const { flow } = state
  switch (event.type) {
    case 'take-file': {
      // The flow shown stays until the instant verdict, which reads only the first bytes.
      const { blob, name } = event
      return next(state, flow, (turn) => ({ kind: 'read-head', turn, blob, name }))
    }
    case 'take-url':
      return uploading(state, null, { kind: 'url', imageUrl: event.imageUrl }, event.uploadId)
    case 'convert': {
      if (flow.phase !== 'refused' || flow.file.verdict.state !== 'convert') return { state }
      const { file } = flow
      return next(state, { phase: 'converting', file }, (turn) => ({ kind: 'fit', turn, file }))
    }
    case 'accept-fit': {
      if (flow.phase !== 'compare') return { state }
      const { fitted, output } = flow
      const contentType = output === 'png' ? 'image/png' : 'image/jpeg'
      const source: UploadSource = {
        kind: 'file',
        bytes: fitted.bytes,
        fileName: fitted.name,
        contentType,
      }
      return uploading(state, fitted, source, event.uploadId)
    }
    case 'retry': {
      if (flow.phase !== 'failed') return { state }
      if (flow.imageUrl) {
        return uploading(state, null, { kind: 'url', imageUrl: flow.imageUrl }, event.uploadId)
      }
      const { file } = flow
      if (!file) return next(state, flow)
      // Checked again before it is sent again, as a new drop is.
      return next(state, { phase: 'checking', file }, (turn) => ({
        kind: 'deep-check',
        turn,
        file,
      }))
    }
    case 'check': {
      if (flow.phase !== 'failed' || !flow.problem.mayHaveApplied) return { state }
      // What cannot be read back (a sponsor, on some services) is only sent again.
      if (!event.readsBack) return { state }
      const { before } = flow
      return next(state, { ...flow, check: { state: 'checking' } }, (turn) => ({
        kind: 'read-back',
        turn,
        before,
      }))
    }
    case 'clear':
      return next(state, { phase: 'idle' })
  }
}

/**
 * An answer of the current turn.
 *
 * The turn's flow is the one its last step left, so each answer finds the phase
 * that asked for it; another phase leaves the state as it is.
 */
function answer(state: DropState, event: ResultEvent): DropStep {
  const { flow, turn } = state
  const same = (f: DropFlow, effect?: DropEffect): DropStep => ({
    state: { flow: f, turn },
    ...(effect ? { effect } : {}),
  })
  switch (event.type) {
    case 'head-read': {
      const { file } = event
      const { verdict } = file
      if (verdict.state !== 'ok') {
        return same({ phase: 'refused', file, message: verdict.message ?? verdict.summary })
      }
      return same({ phase: 'checking', file }, { kind: 'read-whole', turn, file })
    }
    case 'whole-read': {
      const { file } = event
      return same({ phase: 'checking', file }, { kind: 'deep-check', turn, file })
    }
    case 'refused':
      return same({ phase: 'refused', file: event.file, message: event.message })
    case 'valid': {
      const { file, uploadId } = event
      return same(
        { phase: 'uploading', file, uploadId },
        { kind: 'upload', turn, source: fileSource(file), uploadId },
      )
    }
    case 'fitted':
      return same({
        phase: 'compare',
        file: event.file,
        fitted: event.fitted,
        output: event.output,
      })
    case 'uploaded':
      if (flow.phase !== 'uploading') return { state }
      return same({ phase: 'done', file: flow.file, uploaded: event.uploaded })
    case 'upload-failed': {
      if (flow.phase !== 'uploading') return { state }
      const { file, imageUrl } = flow
      const { problem, before } = event
      return same({ phase: 'failed', file, ...(imageUrl ? { imageUrl } : {}), problem, before })
    }
    case 'applied':
      if (flow.phase !== 'failed') return { state }
      return same({ phase: 'done', file: flow.file, uploaded: event.uploaded, checked: true })
    case 'not-applied':
      if (flow.phase !== 'failed') return { state }
      return same({ ...flow, check: { state: 'not-applied' } })
    case 'check-failed':
      if (flow.phase !== 'failed') return { state }
      return same({ ...flow, check: { state: 'failed', message: event.message } })
    case 'check-cancelled': {
      if (flow.phase !== 'failed') return { state }
      const { check: _cancelled, ...failed } = flow
      return same(failed)
    }
  }
}
