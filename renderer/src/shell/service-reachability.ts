/**
 * Whether the service can be reached, read from what the window already asked for.
 *
 * A query whose last attempt failed with no answer at all ('network': refused,
 * reset, DNS) after main's own repeats. It stays unreachable until that query
 * succeeds again, so one slow answer does not hide the banner and no extra
 * request is made to find out.
 */
import type { Query, QueryCache } from '@tanstack/react-query'
import { errorData } from '../lib/errors'

export interface Unreachable {
  /** Main's sentence for the most recent failure: what could not be done and why. */
  message: string
  /** How many queries on screen wait for the service. */
  failed: number
}

/** A query that failed because no answer came. */
export function failedForNetwork(query: Pick<Query, 'state'>): boolean {
  return query.state.status === 'error' && errorData(query.state.error).kind === 'network'
}

export function unreachable(queries: ReadonlyArray<Pick<Query, 'state'>>): Unreachable | null {
  const failed = queries.filter(failedForNetwork)
  if (failed.length === 0) return null
  const latest = failed.reduce((a, b) => (b.state.errorUpdatedAt > a.state.errorUpdatedAt ? b : a))
  return { message: errorData(latest.state.error).message, failed: failed.length }
}

/** A key that changes only when the answer changes (for useSyncExternalStore). */
export function unreachableKey(cache: QueryCache): string {
  const found = unreachable(cache.getAll())
  return found ? JSON.stringify(found) : ''
}
