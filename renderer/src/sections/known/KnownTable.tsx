/** The rows of "Everything known": kind, name, ID, status, where met, last seen. */
import {
  CONFIRMATION_TEXT,
  confirmationOf,
  entryName,
  whereMet,
  type Confirmation,
} from '@shared/catalog/known'
import type { CatalogEntry } from '@shared/ipc/channels/catalog'
import { Badge } from '@renderer/components/feedback'

const TONE: Record<Confirmation, 'neutral' | 'accent' | 'success' | 'warning'> = {
  confirmed: 'success',
  'not-yet-confirmed': 'neutral',
  'not-yet-read': 'neutral',
  gone: 'warning',
  deleted: 'warning',
}

const STATUS_LABEL: Record<Confirmation, string> = {
  confirmed: 'Confirmed',
  'not-yet-confirmed': 'Not yet confirmed',
  'not-yet-read': 'Not yet read',
  gone: 'Gone',
  deleted: 'Deleted',
}

const KIND_LABEL: Record<CatalogEntry['kind'], string> = {
  session: 'Session',
  speaker: 'Speaker',
  sponsor: 'Sponsor',
  location: 'Location',
}

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })

export function KnownTable({ entries }: { entries: CatalogEntry[] }) {
  return (
    <div className="list-frame known-table__wrap">
      <table className="known-table" aria-label="Everything known">
        <thead>
          <tr className="list-head">
            <th scope="col">Kind</th>
            <th scope="col">Name</th>
            <th scope="col">ID</th>
            <th scope="col">Status</th>
            <th scope="col">Where met</th>
            <th scope="col">Last seen</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const confirmation = confirmationOf(entry)
            const name = entryName(entry)
            return (
              <tr
                key={`${entry.kind}/${entry.id}`}
                data-testid="known-row"
                data-kind={entry.kind}
                data-id={entry.id}
                data-status={confirmation}
              >
                <td>{KIND_LABEL[entry.kind]}</td>
                <td className="known-table__name">
                  {name ?? <span className="muted">no name yet</span>}
                </td>
                <td>
                  <code className="mono known-table__id" title={entry.id}>
                    {entry.id}
                  </code>
                </td>
                <td>
                  <Badge tone={TONE[confirmation]} title={CONFIRMATION_TEXT[confirmation]}>
                    {STATUS_LABEL[confirmation]}
                  </Badge>
                </td>
                <td className="known-table__where">{whereMet(entry)}</td>
                <td className="known-table__seen">
                  {entry.seenAt ? (
                    <time dateTime={entry.seenAt} title={entry.seenAt}>
                      {timeFormat.format(new Date(entry.seenAt))}
                    </time>
                  ) : (
                    <span className="muted">never</span>
                  )}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
