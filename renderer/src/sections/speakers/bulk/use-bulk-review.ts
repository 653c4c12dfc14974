/**
 * The state of one bulk review.
 *
 * A row per collected file with its match proposal, the instant verdict
 * (header) as soon as the bytes are read, the deep verdict from the image-check
 * worker after it, the user's choices, and the upload queue once "Upload N" is
 * pressed. The uploads go through the shared queue and uploader
 * (shared/uploads/), the code the upload benchmark measures; main prechecks
 * every file again before it is sent.
 */
import { useMutation } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import type { SpeakerPictureResult } from '@shared/api/schemas'
import type { SpeakerPhoto } from '@shared/uploads/speaker-photo-upload'
import {
  createUploadQueue,
  type UploadProgress,
  type UploadQueue,
} from '@shared/uploads/upload-queue'
import { bulkPhotoUploader } from '@renderer/data/images'
import { previewable } from '@renderer/components/image-drop/previewable'
import { instantVerdict } from '@renderer/components/image-drop/instant-verdict'
import { newUploadId, type ByteProgress } from '@renderer/components/upload-progress/byte-progress'
import { useUploadProgress } from '@renderer/components/upload-progress/use-upload-progress'
import { createImageChecker } from '@renderer/lib/image-check'
import { errorData } from '@renderer/lib/errors'
import type { SpeakerView } from '../speaker-view'
import { useJobReport } from '@renderer/desktop/use-job-report'
import { overallBytes } from './bulk-bytes'
import { bulkJobReport } from './bulk-job'
import type { CollectedFile } from './collect-files'
import { matchFileNames, type SpeakerToMatch } from './match-file-names'
import { initialChoice, uploadableRows, type ReviewRow, type RowVerdict } from './review-model'
import { answerLost, retryable, useRowChecks } from './use-row-checks'

const TARGET = 'speaker-picture'

export interface BulkScope {
  workspaceId: string
  eventId: string
}

/** What the matcher knows of a catalog speaker: its name, or the user's label until it is read. */
export function toSpeakerToMatch(view: SpeakerView): SpeakerToMatch {
  const profile = view.speaker?.profile
  const hasName = Boolean(profile?.firstName?.trim() || profile?.lastName?.trim())
  return {
    id: view.id,
    firstName: hasName ? (profile?.firstName ?? '') : (view.label ?? ''),
    lastName: hasName ? (profile?.lastName ?? '') : '',
    externalRefId: view.speaker?.externalRefId ?? '',
  }
}

/** The verdict from the header alone; refused files say what is needed. */
function fromInstant(bytes: Uint8Array): RowVerdict {
  const instant = instantVerdict(bytes, TARGET)
  const preview = previewable({ verdict: instant }) ? { preview: true as const } : {}
  if (instant.state === 'ok') return { state: 'checking', summary: instant.summary, ...preview }
  const message =
    instant.state === 'convert'
      ? `${instant.message ?? instant.summary}, on the speaker’s card`
      : (instant.message ?? instant.summary)
  return { state: 'refused', summary: instant.summary, message, ...preview }
}

const emptyProgress: UploadProgress<SpeakerPictureResult> = {
  total: 0,
  waiting: 0,
  uploading: 0,
  done: 0,
  failed: 0,
  cancelled: 0,
  fraction: 0,
  running: false,
  entries: [],
}
const noQueue = () => () => undefined

export function useBulkReview(
  scope: BulkScope,
  files: readonly CollectedFile[],
  speakers: readonly SpeakerView[],
) {
  const names = useMemo(() => new Map(speakers.map((s) => [s.id, s.name])), [speakers])
  const nameOf = useCallback((id: string) => names.get(id) ?? id, [names])
  // Matched once per drop: the proposals must not move while the user corrects them.
  const [rows, setRows] = useState<ReviewRow[]>(() => {
    const matches = matchFileNames(
      files.map((f) => f.path),
      speakers.map(toSpeakerToMatch),
    )
    return files.map((f, i) => ({
      key: `${i}:${f.path}`,
      path: f.path,
      verdict: { state: 'checking', summary: 'Reading…' },
      match: matches[i]!,
      choice: initialChoice(matches[i]!),
      chosenByHand: false,
    }))
  })
  /** The checked bytes of each row, ready to upload. */
  const bytes = useRef(new Map<string, Uint8Array<ArrayBuffer>>())
  /** Each sent row's speaker and its picture address then, to check a lost answer against. */
  const sentTo = useRef(new Map<string, { speakerId: string; before: string | null }>())

  const setVerdict = (key: string, verdict: RowVerdict) =>
    setRows((all) => all.map((r) => (r.key === key ? { ...r, verdict } : r)))

  useEffect(() => {
    const checker = createImageChecker()
    let stopped = false
    const keys = files.map((f, i) => `${i}:${f.path}`)
    void (async () => {
      // One file after another: the worker checks one at a time anyway, and the
      // first verdicts show while later files are still being read.
      for (const [i, { file }] of files.entries()) {
        if (stopped) return
        const key = keys[i]!
        let read: Uint8Array<ArrayBuffer>
        try {
          read = new Uint8Array(await file.arrayBuffer())
        } catch (error) {
          if (stopped) return
          setVerdict(key, {
            state: 'refused',
            summary: file.name,
            message: `${file.name} could not be read: ${errorData(error).message}`,
          })
          continue
        }
        const instant = fromInstant(read)
        setVerdict(key, instant)
        if (instant.state === 'refused') continue
        const preview = instant.preview ? { preview: instant.preview } : {}
        try {
          const { verdict, bytes: checked } = await checker.check(read, TARGET)
          if (stopped) return
          if (verdict.ok) {
            bytes.current.set(key, new Uint8Array(checked))
            const warnings = verdict.warnings ? { warnings: verdict.warnings } : {}
            setVerdict(key, { state: 'ok', summary: instant.summary, ...warnings, ...preview })
          } else {
            setVerdict(key, {
              state: 'refused',
              summary: instant.summary,
              message: verdict.message,
              ...preview,
            })
          }
        } catch (error) {
          if (stopped) return
          // Not the photo's fault: the checker itself failed. Nothing unchecked is sent.
          setVerdict(key, {
            state: 'refused',
            summary: instant.summary,
            message: `${errorData(error).message}. Close this review and drop the photos again to retry`,
            ...preview,
          })
        }
      }
    })()
    return () => {
      stopped = true
      checker.dispose()
    }
  }, [files])

  const choose = (key: string, speakerId: string | null) =>
    setRows((all) =>
      all.map((r) => (r.key === key ? { ...r, choice: speakerId, chosenByHand: true } : r)),
    )

  const ready = useMemo(() => uploadableRows(rows, nameOf), [rows, nameOf])
  const sent = useUploadProgress()
  /** Each row's current attempt: a repeat is named anew, so its count starts from nothing. */
  const [attempts, setAttempts] = useState<ReadonlyMap<string, string>>(() => new Map())
  /** Each sent row's file size: its total until main has counted its body. */
  const [fileSizes, setFileSizes] = useState<ReadonlyMap<string, number>>(() => new Map())
  const [queue, setQueue] = useState<UploadQueue<SpeakerPictureResult> | null>(null)
  const progress = useSyncExternalStore(
    queue ? queue.subscribe : noQueue,
    queue ? queue.progress : () => emptyProgress,
  )

  // Closing the review stops what it has not started; those already sent finish in main.
  useEffect(() => () => queue?.cancel(), [queue])

  // Each photo's result lives in the queue; a failed one is shown on its row, not thrown.
  // Main records each picture in the catalog, and the cards follow its word.
  const run = useMutation({
    mutationFn: (step: (q: UploadQueue<SpeakerPictureResult>) => Promise<unknown>) =>
      step(queue ?? startQueue()),
  })

  const rowChecks = useRowChecks(scope, queue, (key) => sentTo.current.get(key))
  const toRetry = progress.entries.filter((e) => retryable(e, rowChecks.checks.get(e.key)))
  const retryOnly = (keys: string[]) => {
    rowChecks.forget(keys)
    run.mutate((q) => q.retryFailed((e) => keys.includes(e.key)))
  }

  function startQueue(): UploadQueue<SpeakerPictureResult> {
    // One batch per review run (its retries too): the journal can undo the run together.
    const uploader = bulkPhotoUploader({ ...scope, batchId: crypto.randomUUID() })
    const upload = ({ rowKey, ...photo }: SpeakerPhoto & { rowKey: string }) => {
      const uploadId = sent.track()
      setAttempts((all) => new Map(all).set(rowKey, uploadId))
      return uploader({ ...photo, uploadId })
    }
    const pictures = new Map(speakers.map((s) => [s.id, s.speaker?.profile?.picUrl ?? null]))
    for (const r of ready) {
      sentTo.current.set(r.key, { speakerId: r.choice!, before: pictures.get(r.choice!) ?? null })
    }
    const items = ready.map((r) => ({
      key: r.key,
      item: {
        rowKey: r.key,
        speakerId: r.choice!,
        fileName: r.path.split('/').pop() ?? r.path,
        bytes: bytes.current.get(r.key)!,
      } satisfies SpeakerPhoto & { rowKey: string },
    }))
    setFileSizes(new Map(items.map(({ key, item }) => [key, item.bytes.length])))
    const created = createUploadQueue(items, { upload })
    setQueue(created)
    return created
  }

  /** The latest count of a row's current attempt, if any arrived. */
  const sentOf = (rowKey: string): ByteProgress | undefined => {
    const uploadId = attempts.get(rowKey)
    return uploadId ? sent.progress.get(uploadId) : undefined
  }
  const overall = overallBytes(
    progress.entries.map((e) => ({
      state: e.state,
      sent: sentOf(e.key),
      fileBytes: fileSizes.get(e.key) ?? 0,
    })),
  )
  // The taskbar and the notification of its end, once it started.
  const [jobId] = useState(newUploadId)
  useJobReport(queue ? bulkJobReport({ jobId, ...scope }, progress, overall) : null)

  return {
    rows,
    choose,
    sentOf,
    overall,
    nameOf,
    ready,
    progress,
    started: queue !== null,
    uploadAll: () => run.mutate((q) => q.start()),
    /** Failed rows "Retry failed" sends (a lost answer only once found not applied). */
    retryableCount: toRetry.length,
    /** Failed rows whose answer was lost, not yet found not applied. */
    unsureCount: progress.entries.filter(
      (e) => answerLost(e) && rowChecks.checks.get(e.key)?.state !== 'not-applied',
    ).length,
    retryFailed: () => retryOnly(toRetry.map((e) => e.key)),
    checks: rowChecks.checks,
    checkRow: (key: string) => void rowChecks.check(key),
    cancelRowCheck: (key: string) => rowChecks.cancel(key),
    uploadRowAgain: (key: string) => retryOnly([key]),
    cancel: () => queue?.cancel(),
  }
}

export type BulkReview = ReturnType<typeof useBulkReview>
