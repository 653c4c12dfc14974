/**
 * The kind filter of "Everything known".
 *
 * One choice per kind with its count, a Radix toggle group (a radio group to
 * assistive technology, arrow keys move between the kinds). Tabs would promise
 * panels this view does not have.
 */
import { ToggleGroup } from 'radix-ui'
import type { KindFilter } from './known-filter'

const KINDS: { value: KindFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'session', label: 'Sessions' },
  { value: 'speaker', label: 'Speakers' },
  { value: 'sponsor', label: 'Sponsors' },
  { value: 'location', label: 'Locations' },
]

export function KindTabs({
  value,
  counts,
  onChange,
}: {
  value: KindFilter
  counts: Record<KindFilter, number>
  onChange(kind: KindFilter): void
}) {
  return (
    <ToggleGroup.Root
      type="single"
      className="segmented"
      aria-label="Kind"
      value={value}
      // A click on the chosen kind would clear it: the filter always has one.
      onValueChange={(next) => (next ? onChange(next as KindFilter) : undefined)}
    >
      {KINDS.map((kind) => (
        <ToggleGroup.Item key={kind.value} value={kind.value} className="segmented__item">
          {kind.label} <span className="known-tabs__count">{counts[kind.value]}</span>
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  )
}
