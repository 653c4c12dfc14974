/**
 * A resource's changes of the last seven days, on its own screen: "Changed 3
 * times this week — History", the link opening History on that resource.
 *
 * Nothing is shown while it is read, when it fails, or when there were none:
 * it is a pointer, not a screen of its own.
 */
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { CatalogKind } from '@shared/ipc/channels/catalog'
import { cx } from '@renderer/components/Button'
import { journalQueries } from '@renderer/data/journal'
import { historyHref } from './history-filter'
import { recentChangesFilter, recentChangesText, weekAgo } from './recent-changes'
import './recent-changes.css'

/** The minute the screen opened: cards opened together share one read. */
const thisMinute = (): Date => new Date(Math.floor(Date.now() / 60_000) * 60_000)

export function RecentChanges({
  workspaceId,
  eventId,
  kind,
  id,
  name,
  className,
}: {
  workspaceId: string
  eventId: string
  kind: CatalogKind
  id: string
  /** The resource's name, for the link's accessible name. */
  name: string
  className?: string
}) {
  const [since] = useState(() => weekAgo(thisMinute()))
  const { data } = useQuery(
    journalQueries.list(workspaceId, recentChangesFilter(eventId, { kind, id }, since), 1),
  )
  const text = recentChangesText(data?.total ?? 0)
  if (!text) return null
  return (
    <p
      className={cx('recent-changes', className)}
      data-testid="recent-changes"
      // A card opens on a click: following the link is the link's alone.
      onClick={(event) => event.stopPropagation()}
    >
      {text} —{' '}
      <a href={historyHref({ kind, id })} aria-label={`History of ${name}`}>
        History
      </a>
    </p>
  )
}
