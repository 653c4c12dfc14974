import { describe, expect, it } from 'vitest'
import { timeWarnings } from './time-warnings'

describe('timeWarnings', () => {
  it('says nothing for an ordinary session', () => {
    expect(timeWarnings('2026-05-12T09:00', '2026-05-12T10:00', 'Europe/Berlin')).toEqual([])
  })

  it('warns when the clocks go forward between start and end in Berlin', () => {
    const [warning, ...rest] = timeWarnings('2026-03-28T23:00', '2026-03-29T04:00', 'Europe/Berlin')
    expect(rest).toEqual([])
    expect(warning?.field).toBe('end')
    expect(warning?.message).toContain('at 2026-03-29 03:00, UTC+01:00 → UTC+02:00')
    expect(warning?.message).toContain('60 minutes less')
  })

  it('warns when the clocks go back between start and end in New York', () => {
    const [warning] = timeWarnings('2026-10-31T22:00', '2026-11-01T09:00', 'America/New_York')
    expect(warning?.message).toContain('60 minutes longer')
  })

  it('warns about a start that does not exist and an end that happens twice (both between the changes)', () => {
    const warnings = timeWarnings('2026-03-29T02:30', '2026-10-25T02:30', 'Europe/Berlin')
    expect(warnings.map((w) => w.field)).toEqual(['start', 'end'])
    expect(warnings[0]?.message).toBe(
      '2026-03-29 02:30 does not exist in Europe/Berlin: the clocks skip it. It will be saved as 2026-03-29 03:30.',
    )
    expect(warnings[1]?.message).toContain('happens twice in Europe/Berlin')
  })

  it('leaves unreadable or missing times to the form rules', () => {
    expect(timeWarnings('', '2026-03-29T04:00', 'Europe/Berlin')).toEqual([])
    expect(timeWarnings('soon', 'later', 'Europe/Berlin')).toEqual([])
  })
})
