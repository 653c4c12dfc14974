import { describe, expect, it } from 'vitest'
import { decodeWire, decodeWireText, encodeWire, encodeWireText } from './wire'

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

  it('carries values as text with or without bytes, as structured clone would', () => {
    const bytes = new Uint8Array([1, 2, 250])
    const withBytes = { ok: true, value: { name: 'a.png', parts: [{ bytes }], skip: undefined } }
    const back = decodeWireText(encodeWireText(withBytes)) as typeof withBytes
    expect(back.value.parts[0]?.bytes).toEqual(bytes)
    expect(back).toEqual({ ok: true, value: { name: 'a.png', parts: [{ bytes }] } })
    expect(decodeWireText(encodeWireText({ buffer: bytes.buffer }))).toEqual({ buffer: bytes })

    const plain = { ok: true, value: { items: [{ id: 'a', n: 1, tags: ['x'], gone: undefined }] } }
    expect(decodeWireText(encodeWireText(plain))).toEqual({
      ok: true,
      value: { items: [{ id: 'a', n: 1, tags: ['x'] }] },
    })
    expect(decodeWireText(encodeWireText(null))).toBeNull()
    expect(decodeWireText(encodeWireText(undefined))).toBeNull()
  })

  it('sends text without bytes as plain JSON, so the page only parses it', () => {
    const value = { items: [{ id: 'a' }], page: 1 }
    expect(encodeWireText(value)).toBe(`[0,${JSON.stringify(value)}]`)
    expect(encodeWireText({ file: new Uint8Array([0]) })).toBe('[1,{"file":{"__bytes":"AA=="}}]')
  })
})
