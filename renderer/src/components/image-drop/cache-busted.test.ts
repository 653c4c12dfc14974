import { describe, expect, it } from 'vitest'
import { cacheBusted } from './ImageDropZone'

describe('cacheBusted', () => {
  it('adds the upload time to the address, after any query it has', () => {
    expect(cacheBusted('https://cdn.example.com/p/1.jpg', 1700)).toBe(
      'https://cdn.example.com/p/1.jpg?v=1700',
    )
    expect(cacheBusted('https://cdn.example.com/p.jpg?size=l', 1700)).toBe(
      'https://cdn.example.com/p.jpg?size=l&v=1700',
    )
  })
})
