import { describe, expect, it } from 'vitest'
import type { Conflict } from '@shared/agenda/model'
import { conflictCounts } from './ConflictList'

const of = (rule: Conflict['rule'], n: number): Conflict[] =>
  Array.from({ length: n }, (_, i) => ({
    rule,
    sessionIds: [],
    rows: [],
    sentence: `${rule} ${i}`,
  }))

describe('the review’s conflict counts', () => {
  it('say the total, and each kind in words when there are several', () => {
    expect(conflictCounts(of('location-overlap', 1))).toBe('1 conflict.')
    expect(conflictCounts([...of('location-overlap', 11385), ...of('speaker-overlap', 615)])).toBe(
      '12,000 conflicts: 11,385 pairs of sessions overlapping in one location and 615 speakers in two sessions at once.',
    )
    expect(
      conflictCounts([
        ...of('end-before-start', 1),
        ...of('outside-parent', 2),
        ...of('speaker-overlap', 1),
      ]),
    ).toBe(
      '4 conflicts: 1 session ending before it starts, 2 sessions outside their parent session and 1 speaker in two sessions at once.',
    )
  })
})
