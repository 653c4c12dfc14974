import { describe, expect, it } from 'vitest'
import { DEFAULT_WINDOW_SIZE } from '@shared/window-size'
import { isOnScreen, restoredBounds } from './window-bounds'

const laptop = { x: 0, y: 0, width: 1920, height: 1050 }
const rightMonitor = { x: 1920, y: 0, width: 2560, height: 1410 }

describe('restoredBounds', () => {
  it('opens at the default size the first time', () => {
    expect(restoredBounds(null, [laptop])).toEqual(DEFAULT_WINDOW_SIZE)
  })

  it('puts the window back where it was when that place is on a screen', () => {
    const saved = { x: 2000, y: 40, width: 1400, height: 900 }
    expect(restoredBounds(saved, [laptop, rightMonitor])).toEqual(saved)
  })

  it('keeps the size but lets the system place the window when its screen is gone', () => {
    const saved = { x: 2000, y: 40, width: 1400, height: 900 }
    expect(restoredBounds(saved, [laptop])).toEqual({ width: 1400, height: 900 })
  })

  it('treats a position saved without coordinates as unplaced', () => {
    expect(restoredBounds({ width: 1000, height: 700 }, [laptop])).toEqual({
      width: 1000,
      height: 700,
    })
  })
})

describe('isOnScreen', () => {
  it('counts the top-left corner: the right and bottom edges of a work area are outside it', () => {
    expect(isOnScreen({ x: 1919, y: 1049, width: 800, height: 600 }, [laptop])).toBe(true)
    expect(isOnScreen({ x: 1920, y: 10, width: 800, height: 600 }, [laptop])).toBe(false)
    expect(isOnScreen({ x: 10, y: 1050, width: 800, height: 600 }, [laptop])).toBe(false)
    expect(isOnScreen({ x: -5, y: 10, width: 800, height: 600 }, [laptop])).toBe(false)
  })
})
