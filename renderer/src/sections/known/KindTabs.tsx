/** The kind filter of "Everything known": a tab per kind with its count. */
import { cx } from '../../components/Button'
import type { KindFilter } from './known-filter'

const TABS: { value: KindFilter; label: string }[] = [
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
    <div className="known-tabs" role="tablist" aria-label="Kind">
      {TABS.map((tab) => (
        <button
          key={tab.value}
          type="button"
          role="tab"
          aria-selected={tab.value === value}
          className={cx('known-tabs__tab', tab.value === value && 'is-selected')}
          onClick={() => onChange(tab.value)}
        >
          {tab.label} <span className="known-tabs__count">{counts[tab.value]}</span>
        </button>
      ))}
    </div>
  )
}
