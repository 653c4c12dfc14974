/**
 * The conflict check's parts that operations share: what is known now, a
 * field's three versions, and equality as data.
 */

export type { NowState } from './index'

export interface FieldVersions {
  field: string
  before: unknown
  after: unknown
  now: unknown
}

/** Equal as data: arrays in order, objects member by member. */
export function same(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((v, i) => same(v, b[i]))
  }
  if (typeof a === 'object' && typeof b === 'object' && a !== null && b !== null) {
    const ak = Object.keys(a)
    const bk = Object.keys(b)
    const ar = a as Record<string, unknown>
    const br = b as Record<string, unknown>
    return ak.length === bk.length && ak.every((k) => Object.hasOwn(br, k) && same(ar[k], br[k]))
  }
  return false
}

export const REPLACES =
  'replacing whatever the service holds now, including any change made elsewhere since (by a colleague or another app).'
