/**
 * The multipart parser against the platform's own encoder (FormData through
 * a Response, as fetch sends it) and against hand-written bodies: every part
 * found byte for byte, and a broken framing refused.
 */
import { describe, expect, it } from 'vitest'
import { boundaryOf, MalformedMultipart, parseMultipart } from './multipart'

const text = (s: string) => new TextEncoder().encode(s)

/** The body and Content-Type fetch would send for `form`. */
async function encoded(form: FormData): Promise<{ body: Uint8Array; type: string }> {
  const response = new Response(form)
  return {
    type: response.headers.get('content-type')!,
    body: new Uint8Array(await response.arrayBuffer()),
  }
}

/** Bytes that look like a delimiter without being one, and every byte value. */
function trickyBytes(boundary: string): Uint8Array<ArrayBuffer> {
  const all = Uint8Array.from({ length: 256 }, (_, i) => i)
  return Uint8Array.from([
    ...all,
    ...text(`--${boundary}\r\n`),
    ...text(`\r\n--${boundary.slice(0, -1)}`),
    ...text('\r\n\r\n'),
    ...all,
  ])
}

describe('parseMultipart', () => {
  it('finds the file and text parts the platform encodes, byte for byte', async () => {
    const image = trickyBytes('x'.repeat(20))
    const form = new FormData()
    form.append('note', 'héllo, "quoted"')
    form.append('file', new Blob([image]), 'photo "1".jpg')
    const { body, type } = await encoded(form)
    const parts = parseMultipart(body, boundaryOf(type)!)
    expect(parts.map((p) => [p.name, p.fileName])).toEqual([
      ['note', undefined],
      ['file', 'photo %221%22.jpg'],
    ])
    expect(new TextDecoder().decode(parts[0]!.content)).toBe('héllo, "quoted"')
    expect(Buffer.compare(parts[1]!.content, image)).toBe(0)
  })

  it('returns views of the body, not copies', async () => {
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(1000).fill(7)]), 'a.bin')
    const { body, type } = await encoded(form)
    const [part] = parseMultipart(body, boundaryOf(type)!)
    expect(part!.content.buffer).toBe(body.buffer)
    expect(part!.content.length).toBe(1000)
  })

  it('skips a preamble, transport padding and an epilogue; keeps an empty file', () => {
    const body = text(
      'preamble\r\n--b1 \t\r\nContent-Disposition: form-data; name=file; filename=""\r\n\r\n' +
        '\r\n--b1\r\ncontent-disposition: FORM-DATA; name="a\\"b"\r\n\r\nx\r\n--b1--\r\nepilogue',
    )
    const parts = parseMultipart(body, 'b1')
    expect(parts.map((p) => [p.name, p.fileName, p.content.length])).toEqual([
      ['file', '', 0],
      ['a"b', undefined, 1],
    ])
  })

  it.each([
    ['no boundary at all', 'garbage'],
    ['headers that never end', '--x\r\ngarbage'],
    ['no closing boundary', '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc'],
    ['a boundary line with more after it', '--xy\r\n\r\n\r\n--x--'],
    ['a part with no name', '--x\r\nContent-Disposition: form-data\r\n\r\nabc\r\n--x--'],
    [
      'a part that is not form-data',
      '--x\r\nContent-Disposition: inline; name=a\r\n\r\nb\r\n--x--',
    ],
    ['a header line without a colon', '--x\r\nContent-Disposition form-data\r\n\r\nb\r\n--x--'],
  ])('refuses %s', (_what, body) => {
    expect(() => parseMultipart(text(body), 'x')).toThrow(MalformedMultipart)
  })
})

describe('boundaryOf', () => {
  it('reads a token or a quoted boundary, and nothing else', () => {
    expect(boundaryOf('multipart/form-data; boundary=abc')).toBe('abc')
    expect(boundaryOf('multipart/form-data; charset=utf-8; BOUNDARY="a b;c"')).toBe('a b;c')
    expect(boundaryOf('multipart/form-data')).toBeUndefined()
  })
})
