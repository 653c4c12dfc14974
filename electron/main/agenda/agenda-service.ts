/**
 * Opening an agenda spreadsheet and planning it; exporting the known sessions.
 *
 * A sheet opened (by the open dialog, or as bytes the window read from a
 * drop) is kept in memory under its import ID, with its last plan, so the
 * window can change the columns or the zone and plan again, then apply the
 * rows chosen. Nothing reaches the service here: the plan is built from the
 * catalog alone.
 */
import { randomUUID } from 'node:crypto'
import { readFile, stat } from 'node:fs/promises'
import { basename, join } from 'node:path'
import { stringify } from 'csv-stringify/sync'
import { appError } from '@shared/errors'
import { neutraliseCell } from '@shared/attendees/cell-format'
import { choicesToRemember, columnSamples, matchColumns } from '@shared/agenda/columns'
import { applyCost } from '@shared/agenda/cost'
import { exportRows } from '@shared/agenda/export-rows'
import { agendaKnowledge } from '@shared/agenda/known-sessions'
import { PROBLEM_PAGE } from '@shared/agenda/limits'
import type { AgendaPlan, ColumnChoice, RowProblem } from '@shared/agenda/model'
import { planLineOf } from '@shared/agenda/plan'
import type { CheckedRow } from '@shared/agenda/check-row'
import type { Sheet } from '@shared/agenda/sheet'
import { isTimeZone } from '@shared/sessions/zoned-time'
import { sheetDateReading, type DateOrder } from '@shared/agenda/date-order'
import { MAX_SHEET_BYTES, SHEET_TOO_LARGE } from '@shared/ipc/channels/agenda'
import type { Catalog } from '../catalog/catalog'
import type { SaveDialogOptions } from '../export/export-service'
import { STRINGIFY_OPTIONS, UTF8_BOM } from '../export/csv-writer'
import type { Scheduler } from '../scheduler/scheduler'
import { writeFileAtomic } from '../settings/atomic-file'
import type { ColumnMemory } from './column-memory'
import { inThreadSheetWork, type SheetWork } from './sheet-work'

export interface AgendaServiceDeps {
  catalog: Pick<Catalog, 'list'>
  scheduler: Pick<Scheduler, 'quota' | 'pacing'>
  columns: ColumnMemory
  /** The zone the session editor uses for this event, when one was chosen. */
  eventZone(scope: EventScope): Promise<string | null>
  /** The open dialog for spreadsheets (the shell passes Electron's). */
  chooseSheet?: () => Promise<string | null>
  showSaveDialog?: (options: SaveDialogOptions) => Promise<string | null>
  defaultDir?: string
  /** Where sheets are read and planned (the app: worker threads; by default this thread). */
  work?: SheetWork
  newId?: () => string
  now?: () => number
}

export interface EventScope {
  workspaceId: string
  eventId: string
}

export interface PlanOptions {
  columns?: ColumnChoice[] | undefined
  timeZone?: string | undefined
  /** How the sheet writes day and month, as the user chose it. */
  dateOrder?: DateOrder | undefined
}

/** An opened sheet and the rows of its last plan that would change a session. */
export interface OpenedSheet extends EventScope {
  importId: string
  fileName: string
  sheet: Sheet
  lines: CheckedRow[]
  /** Every problem of the last plan; the window is sent a page at a time. */
  problems: RowProblem[]
  choices: ColumnChoice[]
  /** The day-and-month order the user chose for this sheet, kept for every plan after. */
  dateOrder: DateOrder | null
}

/** Sheets kept at once; an older one must be opened again. */
const KEPT_SHEETS = 8

const computerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'

export function createAgendaService(deps: AgendaServiceDeps) {
  const newId = deps.newId ?? randomUUID
  const now = deps.now ?? Date.now
  const work = deps.work ?? inThreadSheetWork()
  const opened = new Map<string, OpenedSheet>()
  /** The read or plan under way for each event, to cancel it. */
  const busy = new Map<string, AbortController>()
  const eventKey = (scope: EventScope) => `${scope.workspaceId}\n${scope.eventId.toLowerCase()}`

  /** Runs a job as the event's one job under way: a newer one, or Cancel, stops it. */
  async function exclusive<T>(scope: EventScope, job: (signal: AbortSignal) => Promise<T>) {
    const key = eventKey(scope)
    busy.get(key)?.abort()
    const controller = new AbortController()
    busy.set(key, controller)
    try {
      return await job(controller.signal)
    } finally {
      if (busy.get(key) === controller) busy.delete(key)
    }
  }

  async function zoneOf(scope: EventScope, asked?: string): Promise<string> {
    const zone = asked ?? (await deps.eventZone(scope)) ?? computerZone()
    if (!isTimeZone(zone))
      throw appError(
        'invalid-input',
        `“${zone}” is not a time zone this computer knows; choose one from the list.`,
        {
          fieldErrors: { timeZone: 'Choose a time zone from the list (e.g. Europe/Berlin)' },
        },
      )
    return zone
  }

  /**
   * The sheet planned with the columns as matched.
   *
   * Without a column that names the sessions, a sheet just opened comes back
   * unplanned, its columns for the window's column step to match; planning
   * again without one is refused.
   */
  async function plan(
    open: OpenedSheet,
    options: PlanOptions,
    opening = false,
  ): Promise<AgendaPlan> {
    const zone = await zoneOf(open, options.timeZone)
    if (options.columns) {
      open.choices = options.columns
      await deps.columns.remember(open.workspaceId, choicesToRemember(options.columns))
    }
    const remembered = await deps.columns.get(open.workspaceId)
    const columns = matchColumns(open.sheet.headers, remembered, open.choices).map((c) => ({
      ...c,
      samples: columnSamples(open.sheet.rows, c.index),
    }))
    const named = columns.some((c) => c.role === 'sessionId' || c.role === 'externalRefId')
    if (!named && !opening)
      throw appError(
        'invalid-input',
        `No column of “${open.fileName}” names the sessions: add a “Session ID” or an “External reference” column, or choose which column holds one.`,
      )
    if (options.dateOrder) open.dateOrder = options.dateOrder
    const timeColumns = columns
      .filter((c) => c.role === 'startDateTime' || c.role === 'endDateTime')
      .map((c) => c.index)
    const dateReading = sheetDateReading(
      open.sheet.rows.flatMap((r) => timeColumns.map((i) => r.cells[i])),
      open.dateOrder,
    )
    const { entries } = await deps.catalog.list(open.workspaceId, open.eventId)
    const order = dateReading?.order ?? null
    const input = { sheet: open.sheet, columns, known: agendaKnowledge(entries), zone, order }
    const planned = named
      ? await exclusive(open, (signal) => work.plan(open.fileName, input, signal))
      : { lines: [], unchanged: 0, problems: [], conflicts: [] }
    open.lines = planned.lines
    open.problems = planned.problems
    return {
      importId: open.importId,
      fileName: open.fileName,
      timeZone: zone,
      dateReading,
      columns,
      rows: open.sheet.rows.length,
      lines: planned.lines.map(planLineOf),
      unchanged: planned.unchanged,
      problems: planned.problems.slice(0, PROBLEM_PAGE),
      problemCount: planned.problems.length,
      problemRows: new Set(planned.problems.map((p) => p.row)).size,
      conflicts: planned.conflicts,
      cost: applyCost({
        updates: planned.lines.length,
        quota: deps.scheduler.quota(open.workspaceId),
        pacing: deps.scheduler.pacing(open.workspaceId),
      }),
    }
  }

  async function readChosen(): Promise<{ bytes: Uint8Array; fileName: string } | null> {
    if (!deps.chooseSheet) throw appError('internal', 'Choosing a file is not available here.')
    const path = await deps.chooseSheet()
    if (!path) return null
    if ((await stat(path)).size > MAX_SHEET_BYTES) throw appError('invalid-input', SHEET_TOO_LARGE)
    return { bytes: await readFile(path), fileName: basename(path) }
  }

  /** The opened sheet of this event; an error saying to open it again when it is gone. */
  function openedSheet(scope: EventScope & { importId: string }): OpenedSheet {
    const open = opened.get(scope.importId)
    if (
      !open ||
      open.workspaceId !== scope.workspaceId ||
      open.eventId !== scope.eventId.toLowerCase()
    )
      throw appError('not-found', 'That spreadsheet is no longer open: open it again to import it.')
    return open
  }

  return {
    async open(
      scope: EventScope &
        PlanOptions & {
          source: { kind: 'dialog' } | { kind: 'file'; bytes: Uint8Array; fileName: string }
        },
    ): Promise<{ cancelled: true } | { cancelled: false; plan: AgendaPlan }> {
      const file = scope.source.kind === 'dialog' ? await readChosen() : scope.source
      if (!file) return { cancelled: true }
      if (file.bytes.byteLength > MAX_SHEET_BYTES) throw appError('invalid-input', SHEET_TOO_LARGE)
      const sheet = await exclusive(scope, (signal) => work.read(file.bytes, file.fileName, signal))
      const importId = newId()
      const entry: OpenedSheet = {
        workspaceId: scope.workspaceId,
        eventId: scope.eventId.toLowerCase(),
        importId,
        fileName: file.fileName,
        sheet,
        lines: [],
        problems: [],
        choices: [],
        dateOrder: null,
      }
      opened.set(importId, entry)
      while (opened.size > KEPT_SHEETS) opened.delete(opened.keys().next().value!)
      return { cancelled: false, plan: await plan(entry, scope, true) }
    },

    plan(scope: EventScope & PlanOptions & { importId: string }): Promise<AgendaPlan> {
      return plan(openedSheet(scope), scope)
    },

    opened: openedSheet,

    /** Stops the event's read or plan under way; false when none was. */
    cancelOpen(scope: EventScope): boolean {
      const controller = busy.get(eventKey(scope))
      controller?.abort()
      return controller !== undefined
    },

    /** A page of the opened sheet's problems, from its last plan. */
    problems(scope: EventScope & { importId: string; offset: number; limit: number }) {
      const all = openedSheet(scope).problems
      return {
        problems: all.slice(scope.offset, scope.offset + scope.limit),
        total: all.length,
      }
    },

    async export(scope: EventScope & { timeZone?: string | undefined }) {
      const zone = await zoneOf(scope, scope.timeZone)
      const { entries } = await deps.catalog.list(scope.workspaceId, scope.eventId.toLowerCase())
      const rows = exportRows(agendaKnowledge(entries), zone)
      const name = `stagehand-agenda-${scope.eventId.slice(0, 8)}-${new Date(now()).toISOString().slice(0, 10)}.csv`
      const path = deps.showSaveDialog
        ? await deps.showSaveDialog({
            title: 'Export the agenda as CSV',
            defaultPath: deps.defaultDir ? join(deps.defaultDir, name) : name,
            filters: [{ name: 'CSV (comma-separated values)', extensions: ['csv'] }],
          })
        : null
      if (!path) return { saved: false, path: null, rows: 0 }
      const text =
        UTF8_BOM +
        stringify(
          rows.map((r) => r.map(neutraliseCell)),
          STRINGIFY_OPTIONS,
        )
      await writeFileAtomic(path, text)
      return { saved: true, path, rows: rows.length - 1 }
    },
  }
}

export type AgendaService = ReturnType<typeof createAgendaService>
