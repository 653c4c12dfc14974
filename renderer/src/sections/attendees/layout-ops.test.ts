import { describe, expect, it } from 'vitest'
import { allColumns } from '@shared/attendees/columns'
import {
  moveColumn,
  orderedIds,
  resizeColumn,
  roundedWidths,
  setVisible,
  shiftColumn,
  visibleColumnIds,
  withCustomSlugs,
} from './layout-ops'

const columns = allColumns(['badge'])
const layout = {
  order: ['status', 'profile.firstName'],
  visible: ['profile.firstName', 'status', 'createdAt'],
  widths: {},
  customSlugs: [],
}

describe('column layout changes', () => {
  it('orders by the stored order, then every other column in model order', () => {
    const ids = orderedIds(layout, columns)
    expect(ids.slice(0, 2)).toEqual(['status', 'profile.firstName'])
    expect(ids).toHaveLength(columns.length)
    expect(ids).toContain('custom:badge')
  })

  it('lists the shown columns in display order, dropping ids no column has', () => {
    expect(visibleColumnIds(layout, columns)).toEqual(['status', 'profile.firstName', 'createdAt'])
    const stale = { ...layout, visible: ['custom:gone', 'createdAt'], order: ['custom:gone'] }
    expect(visibleColumnIds(stale, columns)).toEqual(['createdAt'])
    const custom = { ...layout, visible: ['custom:badge', 'status'] }
    expect(visibleColumnIds(custom, columns)).toEqual(['status', 'custom:badge'])
  })

  it('puts a dragged column where the one it is dropped on was, leftwards or rightwards', () => {
    const left = moveColumn(layout, columns, 'createdAt', 'status')
    expect(orderedIds(left, columns).slice(0, 3)).toEqual([
      'createdAt',
      'status',
      'profile.firstName',
    ])
    const right = moveColumn(layout, columns, 'status', 'profile.firstName')
    expect(orderedIds(right, columns).slice(0, 2)).toEqual(['profile.firstName', 'status'])
    const far = moveColumn(left, columns, 'createdAt', 'profile.firstName')
    expect(orderedIds(far, columns).slice(0, 3)).toEqual([
      'status',
      'profile.firstName',
      'createdAt',
    ])
    expect(moveColumn(layout, columns, 'status', 'status')).toBe(layout)
    expect(moveColumn(layout, columns, 'status', 'custom:gone')).toBe(layout)
  })

  it('resizes a column within its bounds, and leaves an unchanged width alone', () => {
    const wider = resizeColumn(layout, 'status', 212.4, 60, 600)
    expect(wider.widths).toEqual({ status: 212 })
    expect(resizeColumn(wider, 'status', 10, 60, 600).widths.status).toBe(60)
    expect(resizeColumn(wider, 'status', 9000, 60, 600).widths.status).toBe(600)
    expect(resizeColumn(wider, 'status', 212, 60, 600)).toBe(wider)
  })

  it('keeps widths by column name alone, whatever the name', () => {
    // Column names come from custom field slugs: read as a table reads them, by name.
    const named = resizeColumn(layout, '__proto__', 150, 60, 600)
    expect(Object.keys(named.widths)).toEqual(['__proto__'])
    expect(named.widths['__proto__']).toBe(150)
    expect(resizeColumn(named, '__proto__', 150, 60, 600)).toBe(named)
    const wider = resizeColumn(named, 'status', 212, 60, 600)
    for (const widths of [wider.widths, roundedWidths({ status: 212.4, ['__proto__']: 99.6 })]) {
      expect(widths['constructor']).toBeUndefined()
      expect(widths['toString']).toBeUndefined()
      expect(widths['status']).toBe(212)
    }
    expect(resizeColumn(wider, 'constructor', 90, 60, 600).widths['constructor']).toBe(90)
    expect(Object.keys(roundedWidths({ ['__proto__']: 99.6 }))).toEqual(['__proto__'])
  })

  it('shifts a column among the visible ones, and not past the ends', () => {
    const right = shiftColumn(layout, columns, 'status', 1)
    expect(visibleColumnIds(right, columns).slice(0, 2)).toEqual(['profile.firstName', 'status'])
    expect(shiftColumn(layout, columns, 'status', -1)).toBe(layout)
  })

  it('hides and shows columns but never hides the last one', () => {
    expect(setVisible(layout, 'status', false).visible).toEqual(['profile.firstName', 'createdAt'])
    expect(setVisible(layout, 'status', true)).toBe(layout)
    const single = { ...layout, visible: ['status'] }
    expect(setVisible(single, 'status', false)).toBe(single)
  })

  it('remembers new custom field slugs once', () => {
    const once = withCustomSlugs(layout, ['badge', 'diet'])
    expect(once.customSlugs).toEqual(['badge', 'diet'])
    expect(withCustomSlugs(once, ['diet'])).toBe(once)
  })
})
