import { describe, expect, it } from 'vitest'
import { imageUrlSchema } from './image-url'

const problem = (text: string) => {
  const r = imageUrlSchema.safeParse(text)
  return r.success ? null : r.error.issues[0]?.message
}

describe('imageUrlSchema', () => {
  it('takes http and https addresses, trimmed', () => {
    expect(imageUrlSchema.parse('  https://example.com/a.jpg ')).toBe('https://example.com/a.jpg')
    expect(problem('http://127.0.0.1:8080/a.png')).toBeNull()
  })
  it('refuses an empty field and a partial address', () => {
    expect(problem('  ')).toMatch(/Enter the image address/)
    expect(problem('example.com/a.jpg')).toMatch(/not a full address/)
  })
  it('refuses other schemes, naming the one found', () => {
    expect(problem('ftp://example.com/a.jpg')).toMatch(/starts with ftp:/)
    expect(problem('file:///home/a.jpg')).toMatch(/starts with file:/)
    expect(problem('data:image/png;base64,AAAA')).toMatch(/starts with data:/)
  })
  it('refuses credentials in the address', () => {
    expect(problem('https://user:secret@example.com/a.jpg')).toMatch(/user name or password/)
    expect(problem('https://user@example.com/a.jpg')).toMatch(/user name or password/)
  })
})
