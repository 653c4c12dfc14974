/**
 * History's entries, newest first, under a heading per day. Each entry is a
 * button that opens its detail beside the list.
 */
import { useMemo } from 'react'
import type { JournalEntry } from '@shared/journal/entry'
import { cx } from '@renderer/components/Button'
import { Badge } from '@renderer/components/feedback'
import { groupByDay } from './day-groups'
import { entryTitle, outcomeView } from './entry-view'
import { formatClock } from './zone-format'

export function HistoryList({
  entries,
  selectedId,
  onSelect,
  now,
}: {
  entries: JournalEntry[]
  selectedId: string | null
  onSelect(entryId: string): void
  now: Date
}) {
  const groups = useMemo(() => groupByDay(entries, now), [entries, now])
  return (
    <div className="history-list" data-testid="history-list">
      {groups.map((group) => (
        <section key={group.day} aria-labelledby={`history-day-${group.day}`}>
          <h2 className="history-list__day" id={`history-day-${group.day}`}>
            {group.label}
          </h2>
          <ul className="history-list__entries">
            {group.entries.map((entry) => (
              <li key={entry.id}>
                <EntryRow
                  entry={entry}
                  selected={entry.id === selectedId}
                  onSelect={() => onSelect(entry.id)}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}

function EntryRow({
  entry,
  selected,
  onSelect,
}: {
  entry: JournalEntry
  selected: boolean
  onSelect(): void
}) {
  const outcome = outcomeView(entry.outcome)
  return (
    <button
      type="button"
      className={cx('history-entry', selected && 'is-selected')}
      aria-current={selected || undefined}
      data-testid="history-entry"
      data-entry-id={entry.id}
      data-outcome={entry.outcome.status}
      onClick={onSelect}
    >
      <time className="history-entry__time muted" dateTime={entry.at}>
        {formatClock(entry.at)}
      </time>
      <span className="history-entry__title">{entryTitle(entry)}</span>
      <span className="history-entry__badges">
        <Badge tone={outcome.tone}>{outcome.label}</Badge>
        {entry.batchId ? <Badge>In a batch</Badge> : null}
        {entry.revertedBy ? <Badge tone="accent">Reverted</Badge> : null}
      </span>
    </button>
  )
}
