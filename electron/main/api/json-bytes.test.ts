import { describe, expect, it } from 'vitest'
import { createRng, type Rng } from '@emulator/seed/prng'
import { cutArray, parseJsonBytes } from './json-bytes'

const utf8 = (text: string) => new TextEncoder().encode(text)
const whole = (text: string): unknown => JSON.parse(text)

/** What JSON.parse throws for the text, or null when it parses. */
function parseError(text: string): string | null {
  try {
    JSON.parse(text)
    return null
  } catch (error) {
    return (error as Error).name
  }
}

/** Strings with everything that could mislead a cut: quotes, backslashes, brackets, commas, non-ASCII. */
function trickyString(rng: Rng): string {
  const parts = [
    'a',
    '"',
    '\\',
    '\\"',
    '[',
    ']',
    '{',
    '}',
    ',',
    ':',
    'é',
    '漢',
    '😀',
    '\n',
    'data',
    ' ',
  ]
  let out = ''
  for (let i = rng.int(8); i > 0; i--) out += rng.pick(parts)
  return out
}

function randomValue(rng: Rng, depth: number): unknown {
  const kind = rng.int(depth > 3 ? 4 : 6)
  if (kind === 0) return rng.range(-1000, 1000) / 7
  if (kind === 1) return trickyString(rng)
  if (kind === 2) return rng.pick([true, false, null])
  if (kind === 3) return trickyString(rng)
  if (kind === 4) return Array.from({ length: rng.int(4) }, () => randomValue(rng, depth + 1))
  const object: Record<string, unknown> = {}
  for (let i = rng.int(4); i > 0; i--) object[trickyString(rng)] = randomValue(rng, depth + 1)
  return object
}

/** JSON text with random whitespace between tokens (JSON.stringify's indent is one kind of it). */
function randomText(rng: Rng, value: unknown): string {
  return JSON.stringify(value, null, rng.pick([0, 1, 2, '\t', ' \r\n']))
}

describe('parseJsonBytes', () => {
  it('gives what JSON.parse gives for page-shaped bodies, whatever the strings hold', () => {
    const rng = createRng(7)
    for (let n = 0; n < 400; n++) {
      const body: Record<string, unknown> = {}
      if (rng.chance(0.7)) body.pagination = { next: trickyString(rng), current: '?page=2' }
      body.data = Array.from({ length: rng.int(6) }, () => randomValue(rng, 1))
      if (rng.chance(0.5)) body.after = randomValue(rng, 1)
      const text = randomText(rng, body)
      expect(parseJsonBytes(utf8(text)), text).toStrictEqual(whole(text))
      // …and by cutting, not by falling back: each piece is one element.
      const bytes = Buffer.from(text)
      const cut = cutArray(bytes, Buffer.from('data'))
      expect(cut, text).not.toBeNull()
      const pieces = cut!.starts.map((start, e) =>
        JSON.parse(bytes.toString('utf8', start, cut!.ends[e])),
      )
      expect(pieces, text).toStrictEqual(body.data)
    }
  })

  it('gives what JSON.parse gives for any other JSON', () => {
    const rng = createRng(11)
    for (let n = 0; n < 400; n++) {
      const text = randomText(rng, randomValue(rng, 0))
      expect(parseJsonBytes(utf8(text)), text).toStrictEqual(whole(text))
    }
  })

  it.each([
    ['an empty array', '{"data":[]}'],
    ['an array of blanks', '{"data":[ \n ]}'],
    ['arrays inside elements', '{"data":[[1,[2]],{"data":[3]}]}'],
    ['the key only in a nested object', '{"page":{"data":[1,2]}}'],
    ['the key holding a string', '{"data":"[1,2]","x":[3]}'],
    ['the key holding an object', '{"data":{"a":[1]}}'],
    ['a key spelt with an escape', '{"d\\u0061ta":[1],"data":[2]}'],
    ['an escaped key after the real one', '{"data":[2],"d\\u0061ta":[1]}'],
    ['the key twice', '{"data":[1],"data":[2,3]}'],
    ['a string ending in an escaped backslash', '{"data":["a\\\\",",\\"]"]}'],
    ['a key that starts like it', '{"dataset":[1],"data":[2]}'],
  ])('gives what JSON.parse gives for %s', (_, text) => {
    expect(parseJsonBytes(utf8(text))).toStrictEqual(whole(text))
  })

  it.each([
    ['an empty array', '{"data":[]}', 0],
    ['arrays inside elements', '{"data":[[1,[2]],{"data":[3]}]}', 2],
    ['the key twice (the last is cut)', '{"data":[1],"data":[2,3]}', 2],
    ['a string ending in an escaped backslash', '{"data":["a\\\\",",\\"]"]}', 2],
  ])('cuts %s into its elements', (_, text, count) => {
    expect(cutArray(Buffer.from(text), Buffer.from('data'))?.starts).toHaveLength(count)
  })

  it.each([
    ['the key only in a nested object', '{"page":{"data":[1,2]}}'],
    ['a key spelt with an escape', '{"d\\u0061ta":[1],"data":[2]}'],
    ['a top level that is an array', '[{"data":[1]}]'],
  ])('does not cut %s', (_, text) => {
    expect(cutArray(Buffer.from(text), Buffer.from('data'))).toBeNull()
  })

  it.each([
    ['a trailing comma', '{"data":[1,2,]}'],
    ['a leading comma', '{"data":[,1]}'],
    ['two commas', '{"data":[1,,2]}'],
    ['an element that is not JSON', '{"data":[1,nope]}'],
    ['a cut-off body', '{"data":[{"a":"b"},{"a":'],
    ['an unclosed string', '{"data":["abc]}'],
    ['text after the object', '{"data":[1]} x'],
    ['a second object', '{"data":[1]}{"data":[2]}'],
    ['text before the object', 'x{"data":[1]}'],
    ['a broken envelope', '{"data":[1] "more":2}'],
    ['an HTML page', '<html><body>Bad gateway</body></html>'],
    ['nothing', ''],
  ])('throws as JSON.parse does for %s', (_, text) => {
    const expected = parseError(text)
    expect(expected).not.toBeNull()
    expect(() => parseJsonBytes(utf8(text))).toThrow(SyntaxError)
  })

  it('reads a body that is a view into a larger buffer', () => {
    const backing = utf8('xx{"data":[{"name":"Zoë"}],"n":1}yy')
    const view = backing.subarray(2, backing.length - 2)
    expect(parseJsonBytes(view)).toStrictEqual({ data: [{ name: 'Zoë' }], n: 1 })
  })

  it('keeps invalid UTF-8 as the decoder replaces it in the whole', () => {
    const bytes = new Uint8Array([
      ...utf8('{"data":["a'),
      0xff,
      0xc3,
      ...utf8('"],"b":"'),
      0xe2,
      0x82,
      ...utf8('"}'),
    ])
    expect(parseJsonBytes(bytes)).toStrictEqual(JSON.parse(new TextDecoder().decode(bytes)))
  })
})
