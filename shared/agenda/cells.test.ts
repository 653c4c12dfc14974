import { describe, expect, it } from 'vitest'
import { capacityText, cellText, readTags, readTime, tagsCell } from './cells'

const ok = (value: string) => ({ ok: true, value })

describe('readTime', () => {
  it('reads a wall time in the event’s zone, with a space or a T, with or without seconds', () => {
    expect(readTime('2026-05-12 09:00', 'Europe/Berlin')).toEqual(ok('2026-05-12T07:00:00Z'))
    expect(readTime('2026-05-12T09:00:30', 'Europe/Berlin')).toEqual(ok('2026-05-12T07:00:30Z'))
    expect(readTime('2026/5/2 9:05', 'America/New_York')).toEqual(ok('2026-05-02T13:05:00Z'))
  })

  it('reads an instant with its offset as it says, whatever the zone', () => {
    expect(readTime('2026-05-12T09:00+02:00', 'Asia/Tokyo')).toEqual(ok('2026-05-12T07:00:00Z'))
    expect(readTime('2026-05-12 09:00:00Z', 'Asia/Tokyo')).toEqual(ok('2026-05-12T09:00:00Z'))
    expect(readTime('2026-05-12 09:00 -0530', 'UTC')).toEqual(ok('2026-05-12T14:30:00Z'))
  })

  it('reads a time skipped by a daylight-saving change as the editor does (after the gap)', () => {
    expect(readTime('2026-03-29 02:30', 'Europe/Berlin')).toEqual(ok('2026-03-29T01:30:00Z'))
  })

  it('reads a workbook’s date cell as the wall time it shows, and Excel serial numbers', () => {
    expect(readTime(new Date('2026-05-12T09:00:00Z'), 'Europe/Berlin')).toEqual(
      ok('2026-05-12T07:00:00Z'),
    )
    // 46154.375 is 2026-05-12 09:00 in Excel's day count.
    expect(readTime(46154.375, 'UTC')).toEqual(ok('2026-05-12T09:00:00Z'))
  })

  it('says what is wrong and how a time should look', () => {
    const notTime = readTime('next Tuesday', 'UTC')
    expect(notTime).toEqual({
      ok: false,
      problem: expect.stringMatching(
        /^“next Tuesday” is not a date and time; write a date and a time, e\.g\. 2026-05-12 09:00/,
      ),
    })
    expect(readTime('2026-02-30 09:00', 'UTC')).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/not a real date/),
    })
    expect(readTime(new Date('1899-12-30T09:00:00Z'), 'UTC')).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/a time but no date/),
    })
    expect(readTime(0.375, 'UTC')).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/a time but no date/),
    })
  })
})

describe('readTime of a date written day and month first', () => {
  it('reads it in the order the sheet writes dates, in the zone given', () => {
    expect(readTime('12.05.2026 14:30', 'Europe/Berlin', 'day-first')).toEqual({
      ok: true,
      value: '2026-05-12T12:30:00Z',
    })
    expect(readTime('13/05/2026 10:00', 'UTC', 'day-first')).toEqual({
      ok: true,
      value: '2026-05-13T10:00:00Z',
    })
    expect(readTime('05/13/2026 10:00:30', 'UTC', 'month-first')).toEqual({
      ok: true,
      value: '2026-05-13T10:00:30Z',
    })
  })

  it('asks for the order while it is not known, and refuses a day no month has', () => {
    const unknown = readTime('05.06.2026 10:00', 'UTC')
    expect(unknown).toEqual({
      ok: false,
      problem:
        '“05.06.2026 10:00” can be read with the day or the month first; say above how this sheet writes dates',
    })
    const bad = readTime('31.02.2026 10:00', 'UTC', 'day-first')
    expect(bad.ok).toBe(false)
    if (!bad.ok) expect(bad.problem).toMatch(/^“31\.02\.2026 10:00” is not a real date and time/)
  })
})

describe('other cells', () => {
  it('splits tags on semicolons, keeps commas inside a tag, and joins them back the same way', () => {
    expect(readTags(' AI ; Day 1, morning;;Panel ')).toEqual(['AI', 'Day 1, morning', 'Panel'])
    expect(readTags(tagsCell(['AI', 'Day 1, morning']))).toEqual(['AI', 'Day 1, morning'])
  })

  it('takes capacity numbers of a workbook as the form’s text', () => {
    expect(capacityText(120)).toBe('120')
    expect(capacityText(' 40 ')).toBe('40')
    expect(capacityText(12.5)).toBe('12.5')
  })

  it('takes off the apostrophe an export puts before a formula-looking value', () => {
    expect(cellText("'=SUM(A1)")).toBe('=SUM(A1)')
    expect(cellText("'-5 minutes")).toBe('-5 minutes')
    expect(cellText("'tis the season")).toBe("'tis the season")
  })
})
