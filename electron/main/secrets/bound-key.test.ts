import { describe, expect, it } from 'vitest'
import { decodeBoundKey, encodeBoundKey, originOf } from './bound-key'

describe('a keychain entry bound to an origin', () => {
  it('reads back the key and the origin it was written with', () => {
    const text = encodeBoundKey({ origin: 'https://api.example.com', key: 'k"e\\y-1234' })
    expect(decodeBoundKey(text)).toEqual({ origin: 'https://api.example.com', key: 'k"e\\y-1234' })
  })

  it.each(['plain-key-1234', '{not-json', '{"key":"only-a-key"}'])(
    'reads an entry from before origins as a bare key with no origin: %s',
    (text) => {
      expect(decodeBoundKey(text)).toEqual({ key: text, origin: null })
    },
  )

  it('takes scheme, host and port as the origin, and leaves the path out', () => {
    expect(originOf('https://API.example.com/v1')).toBe('https://api.example.com')
    expect(originOf('http://127.0.0.1:8080/api')).toBe('http://127.0.0.1:8080')
    expect(originOf('https://api.example.com:443')).toBe('https://api.example.com')
  })
})
