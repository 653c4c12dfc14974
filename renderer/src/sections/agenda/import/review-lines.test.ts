/** How many of the review's lines to show so that one asked for is among them. */
import { describe, expect, it } from 'vitest'
import type { PlanLine } from '@shared/agenda/model'
import { LINE_PAGE, linesToShow } from './ReviewLines'

const lines = Array.from({ length: 250 }, (_, i) => ({ row: i + 2 }) as PlanLine)

describe('linesToShow', () => {
  it('keeps what is shown when the line is among it, else shows the pages up to it', () => {
    expect(linesToShow(lines, 2, LINE_PAGE)).toBe(LINE_PAGE)
    expect(linesToShow(lines, LINE_PAGE + 1, LINE_PAGE)).toBe(LINE_PAGE)
    expect(linesToShow(lines, LINE_PAGE + 2, LINE_PAGE)).toBe(2 * LINE_PAGE)
    expect(linesToShow(lines, 251, LINE_PAGE)).toBe(3 * LINE_PAGE)
  })
})
