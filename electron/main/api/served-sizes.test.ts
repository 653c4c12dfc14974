import { describe, expect, it } from 'vitest'
import { createServedSizes } from './served-sizes'

describe('served page sizes', () => {
  it('knows nothing until a page shows a size other than asked', () => {
    const sizes = createServedSizes()
    sizes.learn('w', 25, 25)
    sizes.learn('w', 25, null)
    expect(sizes.get('w')).toBeNull()
    sizes.learn('w', 25, 10)
    expect(sizes.get('w')).toBe(10)
    expect(sizes.get('other')).toBeNull()
  })

  it('keeps a size that a page of that very size does not contradict', () => {
    const sizes = createServedSizes()
    sizes.learn('w', 25, 10)
    sizes.learn('w', 10, 10)
    sizes.learn('w', 100, null)
    expect(sizes.get('w')).toBe(10)
  })

  it('forgets it once a page gives all that was asked, more than that size', () => {
    const sizes = createServedSizes()
    sizes.learn('w', 25, 10)
    sizes.learn('w', 50, 50)
    expect(sizes.get('w')).toBeNull()
  })

  it('learns a size larger than asked', () => {
    const sizes = createServedSizes()
    sizes.learn('w', 25, 40)
    expect(sizes.get('w')).toBe(40)
  })
})
