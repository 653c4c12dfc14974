import { describe, expect, it } from 'vitest'
import { UNKNOWN_BASELINE } from '@shared/sessions/session-form'
import { changedSincePlan } from './resume-check'

const since = '2026-01-01T08:00:00.000Z'
const now = (over: Partial<typeof UNKNOWN_BASELINE>) => ({ ...UNKNOWN_BASELINE, ...over })

describe('changedSincePlan', () => {
  it('holds a field whose value now is neither the planned one nor the row’s', () => {
    const planned = { title: { known: true as const, since, value: 'Old' } }
    expect(changedSincePlan(planned, { title: 'New' }, now({ title: 'By hand' }))).toEqual([
      { field: 'title', planned: planned.title, now: 'By hand' },
    ])
  })

  it('lets a row go when nothing changed, when its own value is there, or nothing is known', () => {
    const planned = { title: { known: true as const, since, value: 'Old' } }
    expect(changedSincePlan(planned, { title: 'New' }, now({ title: 'Old' }))).toEqual([])
    expect(changedSincePlan(planned, { title: 'New' }, now({ title: 'New' }))).toEqual([])
    expect(changedSincePlan(planned, { title: 'New' }, null)).toEqual([])
  })

  it('compares times as instants, and holds a value learnt after a plan that knew none', () => {
    const start = { known: true as const, since, value: '2026-05-12T09:00:00Z' }
    expect(
      changedSincePlan(
        { startDateTime: start },
        { startDateTime: '2026-05-12T10:00:00Z' },
        now({ startDateTime: '2026-05-12T11:00:00+02:00' }),
      ),
    ).toEqual([])
    expect(
      changedSincePlan({ title: { known: false } }, { title: 'New' }, now({ title: 'By hand' })),
    ).toHaveLength(1)
  })
})
