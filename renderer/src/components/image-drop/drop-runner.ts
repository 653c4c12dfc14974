/**
 * Runs a drop zone's flow: holds its state and performs the effect each step asks for.
 *
 * The answer of an effect (drop-steps.ts) is the next event, so the work one
 * user step starts goes on as a chain until a step asks for nothing more.
 * Cancelling is opening a new turn (a newer file, an address, Clear): the
 * work of an earlier turn runs to its end, and the reducer (drop-flow.ts)
 * ignores its answers, which ends its chain.
 */
import {
  idleDrop,
  isStale,
  reduceDrop,
  type DropEffect,
  type DropFlow,
  type DropState,
  type ResultEvent,
  type UserEvent,
} from './drop-flow'
import type { UploadProblem } from './upload-errors'

/** What became of an upload: done, refused or failed (and why), or overtaken (null). */
export type UploadOutcome = { ok: true } | { ok: false; problem: UploadProblem | null }

export interface DropRunner {
  state(): DropState
  /**
   * Takes what the user did.
   *
   * Resolves once the work it started is over, with the outcome of the upload
   * it made, if it made one.
   */
  dispatch(event: UserEvent): Promise<UploadOutcome | null>
}

/** What an answer says of its upload, if it is one; `stale`: a newer step had begun. */
function uploadOutcome(event: ResultEvent, stale: boolean): UploadOutcome | null {
  if (event.type === 'uploaded') return { ok: true }
  if (event.type === 'upload-failed') return { ok: false, problem: stale ? null : event.problem }
  return null
}

/** `onFlow` hears every new flow (a new turn with the same flow is not one). */
export function createDropRunner(
  perform: (effect: DropEffect) => Promise<ResultEvent>,
  onFlow: (flow: DropFlow) => void,
): DropRunner {
  let state = idleDrop

  const take = (event: UserEvent | ResultEvent): DropEffect | undefined => {
    const step = reduceDrop(state, event)
    const changed = step.state.flow !== state.flow
    state = step.state
    if (changed) onFlow(state.flow)
    return step.effect
  }

  const follow = async (first: DropEffect | undefined) => {
    let outcome: UploadOutcome | null = null
    for (let effect = first; effect;) {
      const event = await perform(effect)
      outcome = uploadOutcome(event, isStale(state, event)) ?? outcome
      effect = take(event)
    }
    return outcome
  }

  return {
    state: () => state,
    dispatch: (event) => follow(take(event)),
  }
}
