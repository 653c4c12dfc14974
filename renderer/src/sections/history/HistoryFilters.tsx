/**
 * History's filter: the event, the kinds, the outcomes and a text.
 *
 * Kinds and outcomes are toggle groups of several choices (none chosen: all
 * of them), so each choice says whether it is on.
 */
import { ToggleGroup } from 'radix-ui'
import { CATALOG_KINDS, type CatalogKind } from '@shared/ipc/channels/catalog'
import { JOURNAL_OUTCOMES } from '@shared/journal/entry'
import type { HistoryFilterState, JournalOutcomeStatus } from './history-filter'

const KIND_CHOICE: Record<CatalogKind, string> = {
  session: 'Sessions',
  speaker: 'Speakers',
  sponsor: 'Sponsors',
  location: 'Locations',
}

const OUTCOME_CHOICE: Record<JournalOutcomeStatus, string> = {
  applied: 'Applied',
  refused: 'Refused',
  uncertain: 'May have been applied',
  pending: 'Being sent',
}

export function HistoryFilters({
  value,
  hasEvent,
  onChange,
}: {
  value: HistoryFilterState
  /** Whether the workspace has an event chosen (else every event is shown). */
  hasEvent: boolean
  onChange(next: HistoryFilterState): void
}) {
  return (
    <div className="history-filters" role="group" aria-label="Filter the history">
      {hasEvent ? (
        <select
          className="input history-filters__scope"
          aria-label="Event"
          value={value.scope}
          onChange={(e) => onChange({ ...value, scope: e.target.value as 'event' | 'all' })}
        >
          <option value="event">This event</option>
          <option value="all">Every event</option>
        </select>
      ) : null}
      <ToggleGroup.Root
        type="multiple"
        className="segmented"
        aria-label="Kind"
        value={value.kinds}
        onValueChange={(next) =>
          onChange({ ...value, kinds: CATALOG_KINDS.filter((k) => next.includes(k)) })
        }
      >
        {CATALOG_KINDS.map((kind) => (
          <ToggleGroup.Item key={kind} value={kind} className="segmented__item">
            {KIND_CHOICE[kind]}
          </ToggleGroup.Item>
        ))}
      </ToggleGroup.Root>
      <ToggleGroup.Root
        type="multiple"
        className="segmented"
        aria-label="Outcome"
        value={value.outcomes}
        onValueChange={(next) =>
          onChange({ ...value, outcomes: JOURNAL_OUTCOMES.filter((o) => next.includes(o)) })
        }
      >
        {JOURNAL_OUTCOMES.map((outcome) => (
          <ToggleGroup.Item key={outcome} value={outcome} className="segmented__item">
            {OUTCOME_CHOICE[outcome]}
          </ToggleGroup.Item>
        ))}
      </ToggleGroup.Root>
      <input
        type="search"
        className="input history-filters__text"
        aria-label="Search the history"
        placeholder="Search names, IDs, fields, values"
        maxLength={200}
        value={value.text}
        onChange={(e) => onChange({ ...value, text: e.target.value })}
      />
    </div>
  )
}
