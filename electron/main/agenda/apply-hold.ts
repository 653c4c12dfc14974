/**
 * Rows of a resumed apply whose session changed since the plan: held, then sent or skipped.
 *
 * An apply resumed later (after a pause, a Cancel or a restart) may find a
 * session changed by hand since the file was planned. Before each row is
 * sent again, its planned values before are compared with what Stagehand
 * knows now (`changedSincePlan`); a row that differs is held with both, and
 * the user sends it anyway or skips it.
 */
import { changedSincePlan } from '@shared/agenda/resume-check'
import type { SessionBaseline } from '@shared/sessions/session-form'
import type { ApplyRecord } from './apply-store'

type Row = ApplyRecord['rows'][number]

/** What Stagehand knows of a session now (the catalog's last known state); null: nothing. */
export type SessionNow = (
  workspaceId: string,
  eventId: string,
  sessionId: string,
) => Promise<SessionBaseline | null>

export const HELD_REASON =
  'Some sessions were changed in Stagehand since this spreadsheet was planned: send those rows anyway, or skip them.'

const HELD_ROW = 'Changed since the spreadsheet was planned.'
const SKIPPED_ROW = 'Skipped: changed since the spreadsheet was planned.'

/** Holds the row when its session changed since the plan; true when it did. */
export async function holdIfChanged(
  record: ApplyRecord,
  row: Row,
  sessionNow: SessionNow,
): Promise<boolean> {
  if (row.checked) return false
  const now = await sessionNow(record.workspaceId, record.eventId, row.sessionId)
  const held = changedSincePlan(row.before ?? {}, row.body, now)
  if (held.length === 0) return false
  Object.assign(row, { status: 'held', reason: HELD_ROW, held })
  return true
}

/** The user's answer for held rows: those to send go back to pending, unchecked; the others are skipped. */
export function settleHeld(record: ApplyRecord, send: readonly number[], skip: readonly number[]) {
  for (const row of record.rows) {
    if (row.status !== 'held') continue
    if (send.includes(row.row))
      Object.assign(row, { status: 'pending', reason: null, held: undefined, checked: true })
    else if (skip.includes(row.row)) Object.assign(row, { status: 'skipped', reason: SKIPPED_ROW })
  }
}
