/** Shared by the attendee listing tests: paging through results and the reference filter semantics. */
import { expect } from 'vitest'
import type { FilterCondition, FilterField } from '@shared/api/filter-grammar'
import { attendeeSchema, pageEnvelopeSchema, type Attendee } from '@shared/api/schemas'
import type { RunningEmulator } from '../index'
import { call } from './harness'

export function attendeeClient(emu: () => RunningEmulator) {
  const eventId = () => emu().events[0]!.id
  const path = (qs: Record<string, string> = {}) =>
    `/v1/events/${eventId()}/attendees?${new URLSearchParams(qs)}`

  async function list(qs: Record<string, string>) {
    const r = await call(emu(), path(qs))
    expect(r.status, r.text).toBe(200)
    return pageEnvelopeSchema(attendeeSchema).parse(r.body)
  }

  /** Every attendee matching, following pages the way a client should (not via links). */
  async function all(qs: Record<string, string> = {}): Promise<Attendee[]> {
    const out: Attendee[] = []
    for (let page = 1; ; page++) {
      const body = await list({ ...qs, page: String(page), size: '100' })
      out.push(...body.data)
      if (body.data.length < 100) return out
    }
  }
  return { eventId, path, list, all }
}

// The semantics of docs/api-decisions.md ("Filter and sort"), written apart from the emulator.
export function fieldValue(a: Attendee, field: FilterField): string {
  if (field === 'createdAt' || field === 'updatedAt' || field === 'status') return a[field] ?? ''
  const key = field.slice('profile.'.length) as keyof NonNullable<Attendee['profile']>
  return String(a.profile?.[key] ?? '')
}
export function matches(a: Attendee, c: FilterCondition): boolean {
  const v = fieldValue(a, c.field)
  const vals = Array.isArray(c.value) ? c.value : [c.value]
  const isDate = c.field === 'createdAt' || c.field === 'updatedAt'
  const n = (s: string) => Date.parse(s)
  switch (c.op) {
    case 'eq':
      return isDate ? n(v) === n(vals[0]!) : v === vals[0]
    case 'in':
      return vals.includes(v)
    case 'like':
      return v.toLowerCase().includes(vals[0]!.toLowerCase())
    case 'not_like':
      return !v.toLowerCase().includes(vals[0]!.toLowerCase())
    case 'gt':
      return n(v) > n(vals[0]!)
    case 'gte':
      return n(v) >= n(vals[0]!)
    case 'lt':
      return n(v) < n(vals[0]!)
    case 'lte':
      return n(v) <= n(vals[0]!)
    case 'between':
      return n(v) >= n(vals[0]!) && n(v) <= n(vals[1]!)
  }
}
