/**
 * Attendees answered by the stored snapshot: those behind a pick the service
 * cannot filter by, or everyone while the service cannot be reached.
 *
 * Always says it is the snapshot and of when, so it is never taken for the
 * live list. Fifty a page, read from this computer.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { codeWords } from '@shared/attendees/cell-format'
import { Button } from '@renderer/components/Button'
import { ROWS_PAGE, snapshotQueries } from '@renderer/data/snapshots'
import { attendeesText, snapshotTime, type OverviewPick } from './overview-words'

export interface SnapshotListProps {
  workspaceId: string
  eventId: string
  /** The pick whose attendees to list; null for everyone. */
  pick: OverviewPick | null
  /** What the list holds, in words: "Ticket: VIP". */
  title: string
  takenAt: string
  onClose?: () => void
}

export function SnapshotList(props: SnapshotListProps) {
  const { workspaceId, eventId, pick } = props
  const [offset, setOffset] = useState(0)
  const rows = useQuery({
    ...snapshotQueries.rows({ workspaceId, eventId }, pick, offset),
    placeholderData: keepPreviousData,
  })
  const total = rows.data?.total ?? 0
  // Opened below the charts, likely past the window's edge: brought into view when it opens
  // (the panel gives each pick a list of its own).
  const box = useRef<HTMLElement>(null)
  useEffect(() => box.current?.scrollIntoView?.({ block: 'nearest' }), [])
  const last = Math.min(offset + ROWS_PAGE, total)
  return (
    <section
      ref={box}
      className="snapshot-list"
      aria-label={props.title}
      data-testid="snapshot-list"
    >
      <header className="snapshot-list__head">
        <h3 className="snapshot-list__title">{props.title}</h3>
        <p className="snapshot-list__source">
          {rows.data
            ? `${attendeesText(total)} in the snapshot taken ${snapshotTime(props.takenAt)}, kept on this computer; the live list may differ.`
            : 'Reading the snapshot…'}
        </p>
        <span className="spacer" />
        {props.onClose ? (
          <Button size="sm" variant="ghost" onClick={props.onClose}>
            Close
          </Button>
        ) : null}
      </header>
      <table className="snapshot-list__table">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Status</th>
            <th scope="col">Ticket</th>
            <th scope="col">Country</th>
          </tr>
        </thead>
        <tbody>
          {(rows.data?.rows ?? []).map((a) => (
            <tr key={a.id}>
              <td>{`${a.firstName} ${a.lastName}`.trim() || '—'}</td>
              <td>{a.email || '—'}</td>
              <td>{a.status ? codeWords(a.status) : '—'}</td>
              <td>{a.ticketName || '—'}</td>
              <td>{a.country || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {total > ROWS_PAGE ? (
        <footer className="snapshot-list__pager">
          <span>
            {(offset + 1).toLocaleString('en-US')}–{last.toLocaleString('en-US')} of{' '}
            {total.toLocaleString('en-US')}
          </span>
          <Button
            size="sm"
            disabled={offset === 0}
            onClick={() => setOffset((o) => Math.max(0, o - ROWS_PAGE))}
          >
            Previous
          </Button>
          <Button
            size="sm"
            disabled={last >= total}
            onClick={() => setOffset((o) => o + ROWS_PAGE)}
          >
            Next
          </Button>
        </footer>
      ) : null}
    </section>
  )
}
