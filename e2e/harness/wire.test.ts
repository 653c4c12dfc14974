import { describe, expect, it } from 'vitest'
import { decodeWire, encodeWire } from './wire'

describe('harness wire format', () => {
  it('carries bytes inside nested payloads through JSON and back unchanged', () => {
    const bytes = new Uint8Array(70_000).map((_, i) => (i * 31) % 256)
    const payload = {
      channel: 'x',
      payload: { file: { name: 'a.png', bytes }, list: [new Uint8Array([0, 255])] },
    }
    const travelled = JSON.parse(JSON.stringify(encodeWire(payload))) as unknown
    const back = decodeWire(travelled) as typeof payload
    expect(back.payload.file.bytes).toEqual(bytes)
    expect(back.payload.list[0]).toEqual(new Uint8Array([0, 255]))
    expect(back.payload.file.name).toBe('a.png')
  })

  it('leaves plain values alone and drops undefined keys as JSON would', () => {
    expect(decodeWire(encodeWire({ a: 1, b: 'x', c: null, d: undefined }))).toEqual({
      a: 1,
      b: 'x',
      c: null,
    })
  })
})
