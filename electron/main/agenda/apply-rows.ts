/**
 * An apply's rows: built from the last plan and the rows and fields chosen,
 * and told as the status the window shows.
 */
import { appError } from '@shared/errors'
import type { ApplyChoice, ApplyStatus, RowOutcome } from '@shared/agenda/model'
import type { SessionUpdate } from '@shared/api/schemas'
import type { OpenedSheet } from './agenda-service'
import type { ApplyRecord } from './apply-store'

/** The rows to send, each with its body and its fields' values before as planned. */
export function rowsToApply(open: OpenedSheet, choices: ApplyChoice[]): ApplyRecord['rows'] {
  const byRow = new Map(open.lines.map((l) => [l.row, l]))
  return choices.map((choice) => {
    const line = byRow.get(choice.row)
    if (!line)
      throw appError(
        'invalid-input',
        `Row ${choice.row} changes no session in the last plan: plan the file again, then choose its rows.`,
      )
    const body: Record<string, unknown> = {}
    for (const field of choice.fields) {
      if (!(field in line.body))
        throw appError(
          'invalid-input',
          `Row ${choice.row} does not change the field “${field}”: plan the file again, then choose its fields.`,
        )
      body[field] = line.body[field]
    }
    // Kept so that a resume can tell a session changed since the plan (apply-hold.ts).
    const before = Object.fromEntries(
      line.changes.filter((c) => c.field in body).map((c) => [c.field, c.before]),
    )
    return {
      row: line.row,
      sessionId: line.sessionId,
      name: line.name,
      body: body as SessionUpdate,
      before,
      status: 'pending' as const,
      reason: null,
    }
  })
}

/** The record as the window sees it, numbered `revision`. */
export function statusOfRecord(r: ApplyRecord, revision: number): ApplyStatus {
  const count = (s: RowOutcome['status']) => r.rows.filter((row) => row.status === s).length
  return {
    workspaceId: r.workspaceId,
    eventId: r.eventId,
    importId: r.importId,
    batchId: r.batchId,
    fileName: r.fileName,
    state: r.state,
    pausedReason: r.pausedReason,
    total: r.rows.length,
    applied: count('applied'),
    refused: count('refused'),
    uncertain: count('uncertain'),
    pending: count('pending'),
    held: count('held'),
    skipped: count('skipped'),
    rows: r.rows.map(({ row, sessionId, name, status, reason, held }) => ({
      row,
      sessionId,
      name,
      status,
      reason,
      ...(held ? { held } : {}),
    })),
    revision,
  }
}
