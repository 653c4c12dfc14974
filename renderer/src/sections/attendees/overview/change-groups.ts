/**
 * What changed between two snapshots, in groups an organizer reads at a glance.
 *
 * New registrations, then each status attendees moved to ("12 checked in, 3
 * cancelled"), largest first, then the attendees no longer listed. Each group
 * keeps its attendees as rows of words, ready for the list under it.
 */
import type { ChangeGroup } from '@shared/ipc/channels/snapshots'
import { countWords as plural } from '@shared/number-format'
import type { SnapshotAttendee, SnapshotChanges } from '@shared/snapshots/overview'
import { countText, inSentence, valueWords } from './overview-words'

/** Which attendees a list or an export is about (the channel's own shape). */
export type { ChangeGroup }

/** One attendee in a change list. */
export interface ChangeRow {
  id: string
  name: string
  email: string
  /** The status in words, as the later snapshot (or, for one removed, the earlier) has it. */
  status: string
  /** The status before, in words, for one whose status changed. */
  was?: string
}

export interface ChangeGroupView {
  group: ChangeGroup
  /** Stable and unique among the groups: for keys and element ids. */
  id: string
  /** "2 new registrations", "12 checked in", "1 attendee removed". */
  label: string
  rows: ChangeRow[]
}

function row(attendee: SnapshotAttendee, statusWords: (code: string) => string): ChangeRow {
  const name = `${attendee.firstName} ${attendee.lastName}`.trim()
  return {
    id: attendee.id,
    name: name || 'No name given',
    email: attendee.email.trim() || 'No email given',
    status: valueWords('status', attendee.status, statusWords),
  }
}

/** The groups of `changes` that hold anyone, in reading order. */
export function changeGroups(
  changes: SnapshotChanges,
  statusWords: (code: string) => string,
): ChangeGroupView[] {
  const groups: ChangeGroupView[] = []
  if (changes.added.length > 0)
    groups.push({
      group: { kind: 'added' },
      id: 'added',
      label: plural(changes.added.length, 'new registration', 'new registrations'),
      rows: changes.added.map((a) => row(a, statusWords)),
    })
  const byTarget = new Map<string, ChangeRow[]>()
  for (const change of changes.statusChanged) {
    const rows = byTarget.get(change.to) ?? []
    rows.push({
      ...row(change.attendee, statusWords),
      status: valueWords('status', change.to, statusWords),
      was: valueWords('status', change.from, statusWords),
    })
    byTarget.set(change.to, rows)
  }
  const targets = [...byTarget].sort(
    ([a, ra], [b, rb]) => rb.length - ra.length || a.localeCompare(b),
  )
  for (const [to, rows] of targets)
    groups.push({
      group: { kind: 'status', to },
      id: `status-${to}`,
      label: `${countText(rows.length)} ${inSentence(valueWords('status', to, statusWords))}`,
      rows,
    })
  if (changes.removed.length > 0)
    groups.push({
      group: { kind: 'removed' },
      id: 'removed',
      label: plural(changes.removed.length, 'attendee removed', 'attendees removed'),
      rows: changes.removed.map((a) => row(a, statusWords)),
    })
  return groups
}
