/**
 * "Since your last look": what changed between the last two snapshots of the event.
 *
 * New registrations, status changes by the status reached and attendees no
 * longer listed, each opening its list with an export. It says so plainly
 * when nothing changed, and when there is only one snapshot to compare.
 */
import { useMemo } from 'react'
import type { SnapshotChanges } from '@shared/snapshots/overview'
import { changeGroups, type ChangeGroup } from './change-groups'
import { ChangeList } from './ChangeList'
import { snapshotTime } from './overview-words'
import './since-last-look.css'

export interface SinceLastLookProps {
  /** The changes between the last two snapshots, or null while there is only one. */
  changes: SnapshotChanges | null
  statusWords: (code: string) => string
  onExport(group: ChangeGroup): void
  /** The zone times are shown in; the window's when absent. */
  zone?: string
}

export function SinceLastLook({ changes, statusWords, onExport, zone }: SinceLastLookProps) {
  const groups = useMemo(
    () => (changes ? changeGroups(changes, statusWords) : []),
    [changes, statusWords],
  )
  const from = changes ? snapshotTime(changes.fromTakenAt, zone) : ''
  const to = changes ? snapshotTime(changes.toTakenAt, zone) : ''
  return (
    <section className="since" aria-label="Since your last look" data-testid="since-last-look">
      <h3 className="since__title">
        Since your last look
        {changes ? (
          <span className="since__span">
            {' '}
            ({from} → {to})
          </span>
        ) : null}
      </h3>
      {!changes ? (
        <p className="since__note">
          There is only one snapshot of this event so far. After the next refresh, this shows what
          changed since.
        </p>
      ) : groups.length === 0 ? (
        <p className="since__note">
          Nothing changed between {from} and {to}: no new registrations, no status changes and no
          one removed.
        </p>
      ) : (
        <ul className="since__groups">
          {groups.map((view) => (
            <li key={view.id}>
              <ChangeList view={view} onExport={onExport} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
