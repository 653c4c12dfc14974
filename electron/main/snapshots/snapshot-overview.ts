/**
 * The overview of a finished snapshot, read from its counts.
 *
 * Every breakdown lists its largest values first (ties by value, so the
 * order is stable), at most OVERVIEW_LIMIT of them, and sums the rest in
 * `others`. An empty value is "not given" and is listed like any other.
 */
import type { DatabaseSync } from 'node:sqlite'
import type {
  AttendeeOverview,
  CustomFieldChoice,
  OverviewBreakdown,
  OverviewCount,
} from '@shared/snapshots/overview'
import { BREAKDOWN_KEYS, CUSTOM_PREFIX, DAY_KEY } from './snapshot-capture'
import type { StoredSnapshot } from './snapshot-info'

/** Values listed per breakdown: more would not read as bars. */
export const OVERVIEW_LIMIT = 12
/** A custom field with more distinct values than this is not offered as a chart. */
export const CUSTOM_CHOICE_LIMIT = 20

export function createSnapshotOverview(db: DatabaseSync) {
  const top = db.prepare(
    `SELECT value, count FROM counts WHERE snapshot_n = ? AND key = ?
     ORDER BY count DESC, value LIMIT ${OVERVIEW_LIMIT}`,
  )
  const sum = db.prepare(
    'SELECT coalesce(sum(count), 0) AS total FROM counts WHERE snapshot_n = ? AND key = ?',
  )
  const days = db.prepare(
    `SELECT value AS day, count FROM counts
     WHERE snapshot_n = ? AND key = '${DAY_KEY}' AND value <> '' ORDER BY value`,
  )
  const choices = db.prepare(
    `SELECT substr(key, ${CUSTOM_PREFIX.length + 1}) AS fieldSlug, count(*) AS "distinct"
     FROM counts
     WHERE snapshot_n = ? AND key >= '${CUSTOM_PREFIX}' AND key < 'custom;' AND value <> ''
     GROUP BY key HAVING count(*) <= ${CUSTOM_CHOICE_LIMIT} ORDER BY key`,
  )

  /** One breakdown; a custom field no attendee gave is "not given" for all. */
  function breakdown(snapshot: StoredSnapshot, key: string): OverviewBreakdown {
    const counts = top.all(snapshot.n, key) as unknown as OverviewCount[]
    const counted = (sum.get(snapshot.n, key) as { total: number }).total
    if (counted === 0 && snapshot.total > 0)
      return { key, counts: [{ value: '', count: snapshot.total }], others: 0 }
    const listed = counts.reduce((n, c) => n + c.count, 0)
    return {
      key,
      counts: counts.map(({ value, count }) => ({ value, count })),
      others: counted - listed,
    }
  }

  /** Registrations per day with a readable createdAt, oldest first. */
  const perDay = (snapshot: StoredSnapshot) =>
    (days.all(snapshot.n) as { day: string; count: number }[]).map(({ day, count }) => ({
      day,
      count,
    }))

  /** The custom fields few enough values to chart, by name. */
  const customFieldChoices = (snapshot: StoredSnapshot) =>
    (choices.all(snapshot.n) as unknown as CustomFieldChoice[]).map(({ fieldSlug, distinct }) => ({
      fieldSlug,
      distinct,
    }))

  return {
    breakdown,
    perDay,
    customFieldChoices,
    /** The overview of `snapshot`, which must be finished; one custom field broken down or none. */
    overview(snapshot: StoredSnapshot, customFieldSlug: string | null): AttendeeOverview {
      const { snapshotId, workspaceId, eventId, total } = snapshot
      return {
        snapshotId,
        workspaceId,
        eventId,
        takenAt: snapshot.takenAt ?? '',
        total,
        byStatus: breakdown(snapshot, BREAKDOWN_KEYS.status),
        byTicketType: breakdown(snapshot, BREAKDOWN_KEYS.ticketName),
        byCountry: breakdown(snapshot, BREAKDOWN_KEYS.country),
        byCustomField:
          customFieldSlug === null ? null : breakdown(snapshot, CUSTOM_PREFIX + customFieldSlug),
        perDay: perDay(snapshot),
        customFieldChoices: customFieldChoices(snapshot),
      }
    },
  }
}
