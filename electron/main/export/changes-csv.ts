/**
 * One group of "since your last look" as a CSV file.
 *
 * The same file rules as the attendee export (csv-writer.ts): RFC 4180
 * quoting, CRLF, UTF-8 with a byte-order mark, formula-looking cells
 * neutralised. The dialog is a dependency, so this stays free of Electron.
 */
import { join } from 'node:path'
import { stringify } from 'csv-stringify/sync'
import { codeWords, neutraliseCell } from '@shared/attendees/cell-format'
import type { SnapshotAttendee, SnapshotChanges } from '@shared/snapshots/overview'
import type { ChangeGroup } from '@shared/ipc/channels/snapshots'
import type { SaveDialogOptions } from './export-service'
import { STRINGIFY_OPTIONS, UTF8_BOM } from './csv-writer'
import { writeFileAtomic } from '../settings/atomic-file'

const HEADER = [
  'ID',
  'First name',
  'Last name',
  'Email',
  'Company',
  'Country',
  'Ticket',
  'Status',
  'Status before',
  'Created at',
]

type Line = { attendee: SnapshotAttendee; before: string }

/** The attendees of one group, with the status each had before where it changed. */
export function groupLines(changes: SnapshotChanges, group: ChangeGroup): Line[] {
  if (group.kind === 'added') return changes.added.map((attendee) => ({ attendee, before: '' }))
  if (group.kind === 'removed') return changes.removed.map((attendee) => ({ attendee, before: '' }))
  return changes.statusChanged
    .filter((c) => c.to === group.to)
    .map((c) => ({ attendee: c.attendee, before: c.from }))
}

export function groupCsv(lines: readonly Line[]): string {
  const rows = [
    HEADER,
    ...lines.map(({ attendee: a, before }) => [
      a.id,
      a.firstName,
      a.lastName,
      a.email,
      a.company,
      a.country,
      a.ticketName,
      codeWords(a.status),
      before ? codeWords(before) : '',
      a.createdAt,
    ]),
  ].map((cells) => cells.map(neutraliseCell))
  return UTF8_BOM + stringify(rows, STRINGIFY_OPTIONS)
}

const GROUP_NAMES = { added: 'new', removed: 'removed', status: 'status' } as const

/** Asks where to save one group and writes it; `saved: null` when the dialog was cancelled. */
export async function saveGroupCsv(
  changes: SnapshotChanges,
  group: ChangeGroup,
  dialog: { show(options: SaveDialogOptions): Promise<string | null>; dir?: string },
): Promise<{ saved: string | null; rows: number }> {
  const lines = groupLines(changes, group)
  const what =
    group.kind === 'status'
      ? `${GROUP_NAMES.status}-${group.to.toLowerCase()}`
      : GROUP_NAMES[group.kind]
  const name = `attendees-${what}-${changes.toTakenAt.slice(0, 10)}.csv`
  const path = await dialog.show({
    title: 'Export these attendees as CSV',
    defaultPath: dialog.dir ? join(dialog.dir, name) : name,
    filters: [{ name: 'CSV (comma-separated values)', extensions: ['csv'] }],
  })
  if (!path) return { saved: null, rows: 0 }
  await writeFileAtomic(path, groupCsv(lines))
  return { saved: path, rows: lines.length }
}
