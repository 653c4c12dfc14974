/**
 * Records keyed by IDs that come from outside: session IDs, event IDs, column names.
 *
 * On a plain object an ID such as `constructor` finds a member of
 * Object.prototype, and assigning `__proto__` replaces the prototype instead
 * of storing a value; zod's `z.record` drops a `__proto__` key altogether. These
 * records have no prototype, are read by own members only, and keep every
 * key through a JSON round trip. Their schema is in own-record-schema.ts, so
 * code that only keeps such records need not load zod.
 */
/** A record without a prototype, holding `entries`. */
export function ownRecord<V>(entries: Iterable<readonly [string, V]> = []): Record<string, V> {
  const out = Object.create(null) as Record<string, V>
  for (const [key, value] of entries) out[key] = value
  return out
}

/** The value stored under `key` itself, never one inherited. */
export function ownValue<V>(record: Record<string, V>, key: string): V | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined
}

/** A copy with `key` set to `value`. */
export function withOwn<V>(record: Record<string, V>, key: string, value: V): Record<string, V> {
  const out = ownRecord(Object.entries(record))
  out[key] = value
  return out
}

/** A copy without `key`. */
export function withoutOwn<V>(record: Record<string, V>, key: string): Record<string, V> {
  return ownRecord(Object.entries(record).filter(([name]) => name !== key))
}
