/**
 * The widener against the CSV library: files written by the export's own
 * encoder, cut into chunks at every position, must come out with the new
 * header and every row as wide as it, cells unchanged.
 */
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { parse } from 'csv-parse/sync'
import { describe, expect, it } from 'vitest'
import { tempDirPerTest } from '@test-support/temp-dir'
import { csvLine, UTF8_BOM } from './csv-writer'
import { RowWidener, widenedPathFor, widenFile } from './widen-rows'

const tmp = tempDirPerTest('widen-rows')

/** Cells that make the encoder quote: separators, quotes, line breaks, and plain ones. */
const ROWS: string[][] = [
  ['1', 'plain'],
  ['2', 'a, "quoted" one\r\nover two lines', 'x'],
  ['3', '"', ''],
  ['4', 'line\nfeed', 'ü,ß', 'full'],
  ['5', ''],
]
const OLD_HEAD = `${UTF8_BOM}${csvLine(['ID', 'Name, first'])}`
const NEW_HEAD = `${UTF8_BOM}${csvLine(['ID', 'Name, first', 'Custom · a', 'Custom · b'])}`
const FILE = Buffer.from(OLD_HEAD + ROWS.map(csvLine).join(''), 'utf8')

const expected = [
  ['ID', 'Name, first', 'Custom · a', 'Custom · b'],
  ...ROWS.map((r) => [...r, ...Array<string>(4 - r.length).fill('')]),
]

const read = (bytes: Buffer) =>
  parse(bytes.toString('utf8'), { bom: true, relax_quotes: false }) as string[][]

function widen(chunks: Buffer[]): Buffer {
  const widener = new RowWidener(Buffer.from(NEW_HEAD, 'utf8'), 4)
  return Buffer.concat(chunks.flatMap((c) => widener.push(c)))
}

describe('RowWidener', () => {
  it('puts the new header first and pads every short row, whole file at once', () => {
    const out = widen([FILE])
    expect(out.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]))
    expect(read(out)).toEqual(expected)
    expect(out.toString('utf8').endsWith('\r\n')).toBe(true)
  })

  it('gives the same bytes wherever the chunks are cut', () => {
    const whole = widen([FILE])
    for (let a = 0; a <= FILE.length; a++) {
      for (const b of [a, a + 1, a + 7, FILE.length]) {
        const cut = Math.min(b, FILE.length)
        const parts = [FILE.subarray(0, a), FILE.subarray(a, cut), FILE.subarray(cut)]
        expect(widen(parts), `cut at ${a} and ${cut}`).toEqual(whole)
      }
    }
    expect(widen([...FILE].map((byte) => Buffer.from([byte])))).toEqual(whole)
  })

  it('leaves rows that already have every column as they are', () => {
    // Every row has at least two fields: with the same head, the file comes out unchanged.
    const widener = new RowWidener(Buffer.from(OLD_HEAD, 'utf8'), 2)
    expect(Buffer.concat(widener.push(FILE))).toEqual(FILE)
  })
})

describe('widenFile', () => {
  it('rewrites the file in place and leaves nothing else behind', async () => {
    const path = join(tmp(), '.out.csv.part')
    await writeFile(path, FILE)
    await widenFile(path, NEW_HEAD, 4)
    expect(read(await readFile(path))).toEqual(expected)
    await expect(readFile(widenedPathFor(path))).rejects.toThrow()
  })
})
