import { afterEach, describe, expect, it, vi } from 'vitest'
import { htmlToText } from './html-text'

describe('HTML as cell text', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('keeps a < that opens no tag', () => {
    expect(htmlToText('a < b > c')).toBe('a < b > c')
    expect(htmlToText('1<2')).toBe('1<2')
    expect(htmlToText('a <3 b')).toBe('a <3 b')
  })

  it('cuts out tags, keeping their text', () => {
    expect(htmlToText('x <b>bold</b> y')).toBe('x bold y')
    expect(htmlToText('<p>one</p><p>two<br/></p>')).toBe('onetwo')
    expect(htmlToText('a <a title="x>y">z</a>')).toBe('a z')
  })

  it('cuts out comments, doctypes and processing instructions', () => {
    expect(htmlToText('a <!-- note > here --> b')).toBe('a  b')
    expect(htmlToText('a<!-->b')).toBe('ab')
    expect(htmlToText('a <!doctype html>b <?xml x?>c')).toBe('a b c')
  })

  it('drops an unclosed tag or comment to the end, and keeps a lone <', () => {
    expect(htmlToText('a <')).toBe('a <')
    expect(htmlToText('x <b class="c')).toBe('x ')
    expect(htmlToText('a <!-- never closed')).toBe('a ')
    expect(htmlToText('a </')).toBe('a </')
  })

  it('hands text with entities to the HTML parser', () => {
    const parseFromString = vi.fn(() => ({ body: { textContent: 'Tom & Jerry' } }))
    vi.stubGlobal(
      'DOMParser',
      class {
        parseFromString = parseFromString
      },
    )
    expect(htmlToText('<b>Tom &amp; Jerry</b>')).toBe('Tom & Jerry')
    expect(parseFromString).toHaveBeenCalledWith('<b>Tom &amp; Jerry</b>', 'text/html')
  })
})
