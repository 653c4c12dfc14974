/**
 * The rows of a bulk upload whose answer was lost (docs/api-decisions.md, "Retries").
 *
 * The photo may or may not be the speaker's picture now, so such a row is
 * neither sent again by "Retry failed" nor counted as failed until it is
 * checked. "Check" reads the speaker back and compares its picture with the one
 * before the upload (hooks/use-upload-check.ts): applied, the row is done; not
 * applied, the row may be uploaded again (on its own, or with "Retry failed").
 */
import { useRef, useState } from 'react'
import type { SpeakerPictureResult } from '@shared/api/schemas'
import type { UploadEntry, UploadQueue } from '@shared/uploads/upload-queue'
import type { UploadCheck } from '@renderer/components/image-drop/use-drop-flow'
import {
  failedCheck,
  useSpeakerPictureCheck,
  type PictureCheck,
} from '@renderer/hooks/use-upload-check'
import { errorData } from '@renderer/lib/errors'
import type { BulkScope } from './use-bulk-review'

type Entry = UploadEntry<SpeakerPictureResult>

/** A failed row whose answer was lost. */
export function answerLost(entry: Entry): boolean {
  return entry.state === 'failed' && errorData(entry.error).mayHaveApplied === true
}

/** A failed row "Retry failed" sends: not one whose answer was lost, unless found not applied. */
export function retryable(entry: Entry, check: UploadCheck | undefined): boolean {
  return entry.state === 'failed' && (!answerLost(entry) || check?.state === 'not-applied')
}

export function useRowChecks(
  scope: BulkScope,
  queue: UploadQueue<SpeakerPictureResult> | null,
  /** The speaker and its picture before the upload, by row key. */
  sentTo: (key: string) => PictureCheck | undefined,
) {
  const [checks, setChecks] = useState<ReadonlyMap<string, UploadCheck>>(new Map())
  const pictureCheck = useSpeakerPictureCheck(scope)
  /** The checks under way, by row key, for their Cancel. */
  const aborts = useRef(new Map<string, AbortController>())
  const put = (key: string, check: UploadCheck | null) =>
    setChecks((all) => {
      const next = new Map(all)
      if (check) next.set(key, check)
      else next.delete(key)
      return next
    })

  const check = async (key: string): Promise<void> => {
    const sent = sentTo(key)
    if (!queue || !sent) return
    put(key, { state: 'checking' })
    const abort = new AbortController()
    aborts.current.set(key, abort)
    try {
      const outcome = await pictureCheck.mutateAsync({ ...sent, signal: abort.signal })
      if (outcome.applied) {
        queue.markDone(key, { speakerId: sent.speakerId, picUrl: outcome.url })
        put(key, null)
      } else put(key, { state: 'not-applied' })
    } catch (error) {
      put(key, failedCheck(errorData(error)))
    } finally {
      if (aborts.current.get(key) === abort) aborts.current.delete(key)
    }
  }

  return {
    checks,
    check,
    /** Stops the check of a row under way (its Cancel). */
    cancel: (key: string) => aborts.current.get(key)?.abort(),
    /** Forgets the checks of rows about to be sent again: a new answer replaces them. */
    forget: (keys: readonly string[]) => keys.forEach((key) => put(key, null)),
  }
}
