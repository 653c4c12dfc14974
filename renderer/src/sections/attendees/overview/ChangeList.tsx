/**
 * One group of changes: a disclosure button that opens its attendees and their export.
 *
 * The list shows name, email and status; a long one shows its first rows and
 * says how many more the export holds, so opening a group of thousands stays quick.
 */
import { useId, useState } from 'react'
import { Button } from '@renderer/components/Button'
import { ChevronDownIcon } from '@renderer/components/icons'
import type { ChangeGroup, ChangeGroupView } from './change-groups'
import { countText } from './overview-words'

/** How many rows an open list shows; the export holds them all. */
export const SHOWN_ROWS = 100

export interface ChangeListProps {
  view: ChangeGroupView
  onExport(group: ChangeGroup): void
}

export function ChangeList({ view, onExport }: ChangeListProps) {
  const [open, setOpen] = useState(false)
  const listId = useId()
  const shown = view.rows.slice(0, SHOWN_ROWS)
  return (
    <div className="since-group" data-open={open || undefined}>
      <button
        type="button"
        className="since-group__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        <ChevronDownIcon className="since-group__chevron" />
        {view.label}
      </button>
      {open ? (
        <div id={listId} className="since-group__body" role="region" aria-label={view.label}>
          <table className="since-group__table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((r) => (
                <tr key={r.id}>
                  <td>{r.name}</td>
                  <td>{r.email}</td>
                  <td>
                    {r.status}
                    {r.was ? <span className="since-group__was"> (was {r.was})</span> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="since-group__foot">
            {view.rows.length > shown.length ? (
              <p className="since-group__more">
                Showing the first {countText(shown.length)} of {countText(view.rows.length)}; the
                export holds them all.
              </p>
            ) : null}
            <span className="spacer" />
            <Button size="sm" onClick={() => onExport(view.group)}>
              Export {view.label}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  )
}
