import { describe, expect, it } from 'vitest'
import { dateReadingSentence, dateWords, sheetDateReading } from './date-order'

describe('how a sheet writes day and month', () => {
  it('is settled by one date whose first number is above 12, for every date', () => {
    const reading = sheetDateReading(['05.06.2026 10:00', '13.05.2026 14:30', 42, undefined], null)
    expect(reading).toEqual({
      order: 'day-first',
      how: 'settled',
      example: '05.06.2026 10:00',
      settledBy: '13.05.2026 14:30',
    })
    expect(dateReadingSentence(reading)).toBe(
      'Dates were read with the day first, as “13.05.2026 14:30” can only be read so: “05.06.2026 10:00” is 5 June 2026.',
    )
  })

  it('is settled month first by a second number above 12', () => {
    expect(sheetDateReading(['05/13/2026 10:00'], null)).toMatchObject({
      order: 'month-first',
      how: 'settled',
    })
  })

  it('is asked when no date tells, and the choice is said as chosen', () => {
    expect(sheetDateReading(['05.06.2026 10:00', '06/07/2026 09:00:00'], null)).toEqual({
      order: null,
      how: 'unknown',
      example: '05.06.2026 10:00',
      settledBy: null,
    })
    const chosen = sheetDateReading(['05.06.2026 10:00'], 'month-first')
    expect(chosen).toMatchObject({ order: 'month-first', how: 'chosen' })
    expect(dateReadingSentence(chosen)).toBe(
      'Dates were read with the month first, as you chose: “05.06.2026 10:00” is 6 May 2026.',
    )
    expect(dateReadingSentence(sheetDateReading(['05.06.2026 10:00'], null))).toBeNull()
  })

  it('has nothing to say of a sheet whose dates are year first or cells of a workbook', () => {
    expect(sheetDateReading(['2026-05-12 09:00', new Date(0), 45000], null)).toBeNull()
    expect(dateWords('2026-05-12 09:00', 'day-first')).toBeNull()
    expect(dateWords('12.13.2026 09:00', 'day-first')).toBeNull()
  })
})
