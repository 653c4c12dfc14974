/**
 * One group of "since your last look" as a file: the group's attendees only,
 * statuses in words with the one before where it changed, the export's file
 * rules, and nothing written when the dialog is cancelled.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { SnapshotAttendee, SnapshotChanges } from '@shared/snapshots/overview'
import { groupCsv, groupLines, saveGroupCsv } from './changes-csv'

const person = (id: string, status: string, firstName = 'Ada'): SnapshotAttendee => ({
  id,
  firstName,
  lastName: 'Lovelace',
  email: `${id}@example.com`,
  company: 'Analytical',
  country: 'United Kingdom',
  status,
  ticketName: 'VIP',
  createdAt: '2026-03-01T10:00:00.000Z',
})

const changes: SnapshotChanges = {
  fromSnapshotId: 's1',
  toSnapshotId: 's2',
  fromTakenAt: '2026-03-01T10:00:00.000Z',
  toTakenAt: '2026-03-02T10:00:00.000Z',
  added: [person('new-1', 'REGISTERED', '=HYPERLINK("x")')],
  removed: [person('gone-1', 'CANCELLED')],
  statusChanged: [
    { attendee: person('in-1', 'CHECKED_IN'), from: 'REGISTERED', to: 'CHECKED_IN' },
    { attendee: person('out-1', 'CANCELLED'), from: 'REGISTERED', to: 'CANCELLED' },
  ],
}

let dir = ''
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true })
})

describe('a group of changes as CSV', () => {
  it('holds the group’s attendees only, with the status before where it changed', () => {
    expect(groupLines(changes, { kind: 'added' }).map((l) => l.attendee.id)).toEqual(['new-1'])
    expect(groupLines(changes, { kind: 'removed' }).map((l) => l.attendee.id)).toEqual(['gone-1'])
    const checkedIn = groupLines(changes, { kind: 'status', to: 'CHECKED_IN' })
    expect(checkedIn).toEqual([
      { attendee: changes.statusChanged[0]!.attendee, before: 'REGISTERED' },
    ])
    const csv = groupCsv(checkedIn)
    expect(csv.startsWith('\uFEFF')).toBe(true)
    expect(csv).toContain('\r\n')
    expect(csv).toContain('Checked in,Registered')
  })

  it('neutralises a cell that reads as a formula, as the export does', () => {
    const csv = groupCsv(groupLines(changes, { kind: 'added' }))
    expect(csv).not.toMatch(/(^|,)=HYPERLINK/m)
    expect(csv).toContain(`'=HYPERLINK`)
  })

  it('writes where the dialog says, and nothing when it is cancelled', async () => {
    dir = await mkdtemp(join(tmpdir(), 'stagehand-changes-'))
    const path = join(dir, 'out.csv')
    const asked: string[] = []
    const saved = await saveGroupCsv(
      changes,
      { kind: 'removed' },
      {
        show: async (options) => {
          asked.push(options.defaultPath)
          return path
        },
      },
    )
    expect(saved).toEqual({ saved: path, rows: 1 })
    expect(asked).toEqual(['attendees-removed-2026-03-02.csv'])
    expect(await readFile(path, 'utf8')).toContain('gone-1')
    expect(await saveGroupCsv(changes, { kind: 'added' }, { show: async () => null })).toEqual({
      saved: null,
      rows: 0,
    })
  })
})
