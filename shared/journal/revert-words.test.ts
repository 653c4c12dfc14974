import { describe, expect, it } from 'vitest'
import { pictureRevertWords, sessionRevertWords, valueWords } from './revert-words'

const bytes = { sha256: 'a'.repeat(64), contentType: 'image/jpeg', lostAt: null }

describe('sessionRevertWords', () => {
  it('names the one field and the value it puts back', () => {
    expect(sessionRevertWords({ title: 'Opening' })).toBe(
      'Sets the session’s title back to “Opening”.',
    )
  })

  it('lists several fields, each with its value', () => {
    expect(
      sessionRevertWords({ title: 'Opening', totalCapacity: 120, tags: ['keynote', 'ai'] }),
    ).toBe(
      'Sets the session’s title back to “Opening”, total capacity back to 120 and tags back to “keynote, ai”.',
    )
  })
})

describe('valueWords', () => {
  it('shortens long text to forty characters, on one line', () => {
    const long = 'A very long description\nthat goes on and on about the session and more'
    expect(valueWords(long)).toBe('“A very long description that goes on an…”')
  })

  it('says none for no value and empty for empty text', () => {
    expect(valueWords(null)).toBe('none')
    expect(valueWords([])).toBe('none')
    expect(valueWords('  ')).toBe('empty')
    expect(valueWords(false)).toBe('false')
  })
})

describe('pictureRevertWords', () => {
  it('names the picture by the file of its address and its size', () => {
    const picture = { url: 'http://x/media/photo.jpg?v=2', bytes: { ...bytes, size: 122_880 } }
    expect(pictureRevertWords('speaker', 'picture', picture)).toBe(
      'Puts back the speaker’s previous picture (photo.jpg, 120 KB).',
    )
  })

  it('gives a small picture’s size in bytes, digits grouped', () => {
    const picture = { url: 'http://x/media/demo/speaker-01.png', bytes: { ...bytes, size: 1005 } }
    expect(pictureRevertWords('speaker', 'picture', picture)).toBe(
      'Puts back the speaker’s previous picture (speaker-01.png, 1,005 bytes).',
    )
  })

  it('names it by its type when the address names no file', () => {
    const picture = { url: 'http://x/media/1f3a', bytes: { ...bytes, size: 3_250_000 } }
    expect(pictureRevertWords('sponsor', 'cover image', picture)).toBe(
      'Puts back the sponsor’s previous cover image (JPEG, 3.1 MB).',
    )
  })
})
