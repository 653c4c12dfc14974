/**
 * What picking a tile or bar does to the grid.
 *
 * The service filters attendees by status and by country (`eq`), so those
 * picks become the grid's own filter and the live list answers. Ticket,
 * custom field and an empty value are beyond its grammar: the stored
 * snapshot answers those, and the list says so. Pure.
 */
import type { FilterCondition } from '@shared/api/filter-grammar'
import type { OverviewPick } from './overview-words'

/** The service's filter for a pick, or null when only the snapshot can answer it. */
export function serverFilter(pick: OverviewPick): FilterCondition[] | null {
  if (pick.value === '') return null
  if (pick.key === 'status') return [{ field: 'status', op: 'eq', value: pick.value }]
  if (pick.key === 'country') return [{ field: 'profile.country', op: 'eq', value: pick.value }]
  return null
}

/**
 * The pick the grid's filter stands for, or null.
 *
 * So a tile shows pressed while its filter is the grid's, and not once the
 * filter was changed or cleared in the filter builder.
 */
export function pickOfFilter(filter: readonly FilterCondition[]): OverviewPick | null {
  if (filter.length !== 1) return null
  const [only] = filter
  if (only!.op !== 'eq' || typeof only!.value !== 'string') return null
  if (only!.field === 'status') return { key: 'status', value: only!.value }
  if (only!.field === 'profile.country') return { key: 'country', value: only!.value }
  return null
}
