/**
 * Applying an agenda import: the chosen rows sent one update each, paced by
 * the workspace's scheduler, through the session editor's own recorded
 * update (so the change journal records each under the import's batch).
 *
 * A few updates are handed to the scheduler at a time; it holds them to the
 * rate limits. Cancelling stops handing out more and lets those already
 * handed out finish, so every row sent has its real outcome. A spent daily
 * quota pauses the apply with the rows not sent still pending; Resume sends
 * them. The apply's file (apply-store.ts) is rewritten as outcomes come in,
 * so an apply stopped by closing the app is listed again after a restart
 * and can be resumed: a row whose answer had not come is sent again, with
 * the same values.
 */
import { randomUUID } from 'node:crypto'
import { appError, toAppErrorData } from '@shared/errors'
import { progressThrottle } from '@shared/progress-throttle'
import type { ApplyChoice, ApplyStatus } from '@shared/agenda/model'
import type { SessionUpdate } from '@shared/api/schemas'
import { applyJobReport } from '../jobs/apply-report'
import { HELD_REASON, holdIfChanged, settleHeld, type SessionNow } from './apply-hold'
import { rowsToApply, statusOfRecord } from './apply-rows'
import type { JobService } from '../jobs/job-service'
import type { OpenedSheet } from './agenda-service'
import type { ApplyRecord, ApplyStore } from './apply-store'

/** The recorded session update (the `sessions:update` handler as the window reaches it). */
export type UpdateSession = (
  input: {
    workspaceId: string
    eventId: string
    sessionId: string
    changes: SessionUpdate
    batchId: string
  },
  signal: AbortSignal,
) => Promise<unknown>

export interface ApplyRunnerDeps {
  store: ApplyStore
  update: UpdateSession
  emit(status: ApplyStatus): void
  /** What Stagehand knows of a session now: a resumed row is checked against its plan first. */
  sessionNow?: SessionNow
  /** The long jobs: the apply's progress on the taskbar and its end told. */
  jobs?: Pick<JobService, 'report' | 'forget'>
  /** Updates handed to the scheduler at once. */
  window?: number
  newId?: () => string
  now?: () => number
}

const CLOSED =
  'Stagehand was closed while this spreadsheet was applied. Resume sends the rows not yet answered; a row that was applied already gets the same values again.'

interface Run {
  record: ApplyRecord
  /** Settles when the rows handed out have their outcomes. */
  running: Promise<void> | null
  stopping: 'cancel' | 'pause' | null
  /** The pause under way or last is for the day's quota (not the app closing). */
  quota: boolean
  revision: number
  /** Resumed after the plan's moment: each row is checked against it before it is sent. */
  resumed: boolean
}

export function createApplyRunner(deps: ApplyRunnerDeps) {
  const window = deps.window ?? 10
  const newId = deps.newId ?? randomUUID
  const runs = new Map<string, Run>()
  const stop = new AbortController()
  let loaded: Promise<void> | null = null
  const throttle = progressThrottle(deps.now ? { now: deps.now } : {})

  function load(): Promise<void> {
    return (loaded ??= deps.store.list().then((records) => {
      for (const record of records) {
        if (runs.has(record.importId)) continue
        if (record.state === 'running')
          Object.assign(record, { state: 'paused', pausedReason: CLOSED })
        runs.set(record.importId, {
          record,
          running: null,
          stopping: null,
          quota: false,
          revision: 0,
          resumed: true,
        })
      }
    }))
  }

  function statusOf(run: Run): ApplyStatus {
    return statusOfRecord(run.record, ++run.revision)
  }

  /** The status as a job on the taskbar; handed back, since building it numbers it. */
  function tellJob(run: Run, status: ApplyStatus): ApplyStatus {
    deps.jobs?.report(applyJobReport(status, run.quota))
    return status
  }

  function report(run: Run, last = false): void {
    throttle.report(run.record.importId, () => deps.emit(tellJob(run, statusOf(run))), last)
  }

  async function persist(run: Run): Promise<void> {
    if (run.record.state === 'done') await deps.store.remove(run.record.importId)
    else await deps.store.save(run.record)
  }

  async function sendRow(run: Run, row: ApplyRecord['rows'][number]): Promise<void> {
    const r = run.record
    try {
      if (run.resumed && deps.sessionNow && (await holdIfChanged(r, row, deps.sessionNow))) {
        void persist(run).catch(() => undefined)
        report(run)
        return
      }
      await deps.update(
        {
          workspaceId: r.workspaceId,
          eventId: r.eventId,
          sessionId: row.sessionId,
          changes: row.body,
          batchId: r.batchId,
        },
        stop.signal,
      )
      Object.assign(row, { status: 'applied', reason: null })
    } catch (error) {
      const data = toAppErrorData(error)
      if (data.kind === 'quota' || data.kind === 'cancelled') {
        // Not sent: the row waits for Resume, and nothing more is handed out.
        if (r.pausedReason === null) run.quota = data.kind === 'quota'
        run.stopping ??= 'pause'
        r.pausedReason ??= data.kind === 'quota' ? data.message : CLOSED
        return
      }
      const uncertain = data.mayHaveApplied || data.kind === 'invalid-response'
      Object.assign(row, { status: uncertain ? 'uncertain' : 'refused', reason: data.message })
    }
    void persist(run).catch(() => undefined)
    report(run)
  }

  async function drive(run: Run): Promise<void> {
    const queue = run.record.rows.filter((row) => row.status === 'pending')
    const workers = Array.from({ length: Math.min(window, queue.length) }, async () => {
      for (let row = queue.shift(); row && !run.stopping; row = queue.shift())
        await sendRow(run, row)
    })
    await Promise.all(workers)
    const r = run.record
    const pending = r.rows.some((row) => row.status === 'pending')
    const held = r.rows.some((row) => row.status === 'held')
    r.state =
      !pending && !held ? 'done' : run.stopping === 'cancel' && pending ? 'cancelled' : 'paused'
    if (r.state !== 'paused') r.pausedReason = null
    else if (held) r.pausedReason ??= HELD_REASON
    run.stopping = null
    run.running = null
    await persist(run)
    report(run, true)
  }

  function start(run: Run): ApplyStatus {
    run.record.state = 'running'
    run.record.pausedReason = null
    run.stopping = null
    run.quota = false
    run.running = drive(run)
    return tellJob(run, statusOf(run))
  }

  function find(workspaceId: string, importId: string): Run {
    const run = runs.get(importId)
    if (!run || run.record.workspaceId !== workspaceId)
      throw appError('not-found', 'That import is not known: it finished, or was discarded.')
    return run
  }

  return {
    async apply(open: OpenedSheet, choices: ApplyChoice[]): Promise<ApplyStatus> {
      await load()
      const existing = runs.get(open.importId)
      if (existing?.running)
        throw appError('invalid-input', 'This spreadsheet is being applied already.')
      const rows = rowsToApply(open, choices)
      const record: ApplyRecord = {
        version: 1,
        workspaceId: open.workspaceId,
        eventId: open.eventId,
        importId: open.importId,
        batchId: newId(),
        fileName: open.fileName,
        state: 'running',
        pausedReason: null,
        rows,
      }
      const run: Run = {
        record,
        running: null,
        stopping: null,
        quota: false,
        revision: existing?.revision ?? 0,
        resumed: false,
      }
      runs.set(open.importId, run)
      await deps.store.save(record)
      return start(run)
    },

    /** Sends the rows left, each checked against its plan; `send` and `skip` settle held rows. */
    async resume(
      workspaceId: string,
      importId: string,
      held: { send?: readonly number[]; skip?: readonly number[] } = {},
    ): Promise<ApplyStatus> {
      await load()
      const run = find(workspaceId, importId)
      if (run.running) return statusOf(run)
      if (run.record.state === 'done') return statusOf(run)
      settleHeld(run.record, held.send ?? [], held.skip ?? [])
      run.resumed = true
      return start(run)
    },

    async cancel(workspaceId: string, importId: string): Promise<ApplyStatus> {
      await load()
      const run = find(workspaceId, importId)
      if (run.running) {
        run.stopping = 'cancel'
        await run.running
      } else if (run.record.state === 'paused') {
        Object.assign(run.record, { state: 'cancelled', pausedReason: null })
        await persist(run)
        return tellJob(run, statusOf(run))
      }
      return statusOf(run)
    },

    async pending(workspaceId: string, eventId: string): Promise<ApplyStatus[]> {
      await load()
      return [...runs.values()]
        .filter(
          (r) => r.record.workspaceId === workspaceId && r.record.eventId === eventId.toLowerCase(),
        )
        .filter((r) => r.record.state !== 'done')
        .map(statusOf)
    },

    async discard(workspaceId: string, importId: string): Promise<{ discarded: boolean }> {
      await load()
      const run = runs.get(importId)
      if (!run || run.record.workspaceId !== workspaceId) return { discarded: false }
      if (run.running) throw appError('invalid-input', 'Cancel the apply before discarding it.')
      runs.delete(importId)
      await deps.store.remove(importId)
      deps.jobs?.forget({ kind: 'import', jobId: importId })
      return { discarded: true }
    },

    /** Stops every apply where it is, paused and resumable (the app is closing). */
    async dispose(): Promise<void> {
      const running = [...runs.values()].filter((r) => r.running)
      for (const run of running) {
        run.stopping ??= 'pause'
        run.record.pausedReason ??= CLOSED
      }
      // Updates waiting in the scheduler are dropped unsent; they stay pending.
      stop.abort()
      await Promise.all(running.map((r) => r.running))
      throttle.dispose()
    },
  }
}

export type ApplyRunner = ReturnType<typeof createApplyRunner>
