import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { csvLines } from './csv-writer'
import { readBack, RecordCounter, rowSha } from './file-readback'

const rows = [
  ['id', 'name', 'notes'],
  ['a1', 'Ada', 'plain'],
  ['b2', 'Quote "Q"', 'two\r\nlines'],
  ['c3', 'Comma, Inc', 'lone\nLF and "quotes"'],
]
const text = Buffer.from(csvLines(rows), 'utf8')
const lastRow = Buffer.from(csvLines([rows[3]!]), 'utf8')

/** The counter's answer with the bytes pushed in chunks cut at `cuts`. */
function countCut(bytes: Buffer, cuts: number[]) {
  const counter = new RecordCounter()
  let from = 0
  for (const at of [...cuts, bytes.length]) {
    counter.push(bytes.subarray(from, at))
    from = at
  }
  return counter.result()
}

describe('RecordCounter', () => {
  it('counts records, not line ends inside quoted cells, and keeps the last one', () => {
    expect(countCut(text, [])).toEqual({
      bytes: text.length,
      records: 4,
      lastRecordSha: rowSha(lastRow),
    })
  })

  it('gives the same answer wherever the chunks are cut', () => {
    const whole = countCut(text, [])
    for (let a = 0; a <= text.length; a++) {
      for (const b of [a, a + 1, a + 7, text.length]) {
        expect(countCut(text, [a, Math.min(b, text.length)])).toEqual(whole)
      }
    }
  })

  it('counts a last line cut short as a record that is not the last row written', () => {
    const cut = text.subarray(0, text.length - 3)
    const found = countCut(cut, [10])
    expect(found.records).toBe(4)
    expect(found.lastRecordSha).not.toBe(rowSha(lastRow))
  })

  it('finds one record fewer when the file lost its last row', () => {
    const found = countCut(text.subarray(0, text.length - lastRow.length), [])
    expect(found.records).toBe(3)
  })

  it('gives nothing for an empty file', () => {
    expect(countCut(Buffer.alloc(0), [])).toEqual({ bytes: 0, records: 0, lastRecordSha: null })
  })
})

describe('readBack', () => {
  let dir: string | null = null
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true })
    dir = null
  })

  it('reads a file on disk bigger than one chunk', async () => {
    dir = await mkdtemp(join(tmpdir(), 'stagehand-readback-'))
    const path = join(dir, 'big.csv')
    const body = Array.from({ length: 40_000 }, (_, i) => [`id-${i}`, `name ${i}`, 'x'.repeat(30)])
    const bytes = Buffer.from(csvLines([rows[0]!, ...body]), 'utf8')
    await writeFile(path, bytes)
    expect(bytes.length).toBeGreaterThan(1 << 20)
    expect(await readBack(path)).toEqual({
      bytes: bytes.length,
      records: 40_001,
      lastRecordSha: rowSha(Buffer.from(csvLines([body.at(-1)!]), 'utf8')),
    })
  })
})
