import { describe, expect, it } from 'vitest'
import { allColumns } from '../../../../shared/attendees/columns'
import { moveColumn, orderedIds, setVisible, shiftColumn, withCustomSlugs } from './layout-ops'

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

  it('moves a dragged column before the one it is dropped on', () => {
    const moved = moveColumn(layout, columns, 'createdAt', 'status')
    expect(orderedIds(moved, columns).slice(0, 3)).toEqual([
      'createdAt',
      'status',
      'profile.firstName',
    ])
  })

  it('shifts a column among the visible ones, and not past the ends', () => {
    const right = shiftColumn(layout, columns, 'status', 1)
    const shown = orderedIds(right, columns).filter((id) => right.visible.includes(id))
    expect(shown.slice(0, 2)).toEqual(['profile.firstName', 'status'])
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
