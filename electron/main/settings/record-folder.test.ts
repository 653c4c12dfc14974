import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createRecordFolder } from './record-folder'

const schema = z.object({ id: z.string(), n: z.number() })
let root = ''
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'stagehand-records-'))
})
afterEach(async () => {
  await rm(root, { recursive: true, force: true })
})
const folder = () => createRecordFolder(join(root, 'records'), schema, (r) => r.id)

describe('createRecordFolder', () => {
  it('keeps each record under its ID, the last state saved last', async () => {
    const records = folder()
    await Promise.all([1, 2, 3].map((n) => records.save({ id: 'a', n })))
    await records.save({ id: 'b', n: 9 })
    expect(await records.list()).toEqual([
      { id: 'a', n: 3 },
      { id: 'b', n: 9 },
    ])
    await records.remove('a')
    expect(await records.list()).toEqual([{ id: 'b', n: 9 }])
  })

  it('lists nothing for a folder not made yet', async () => {
    expect(await folder().list()).toEqual([])
  })

  it('moves an unreadable file aside and says where, keeping the others', async () => {
    const records = folder()
    await records.save({ id: 'good', n: 1 })
    await writeFile(join(records.dir, 'broken.json'), '{"id": "broken", "n": ')
    await writeFile(join(records.dir, 'odd.json'), '{"id": "odd", "n": "one"}')
    const aside: string[] = []
    expect(await records.list((file) => aside.push(file))).toEqual([{ id: 'good', n: 1 }])
    expect(aside).toEqual(['broken.json', 'odd.json'])
    const left = (await readdir(records.dir)).sort()
    expect(left.filter((n) => n.includes('.corrupt-'))).toHaveLength(2)
    expect(left.filter((n) => n.endsWith('.json'))).toEqual(['good.json'])
  })

  it('refuses an ID that names no file of its own', async () => {
    const records = folder()
    await expect(records.save({ id: '../escape', n: 1 })).rejects.toThrow(/names no file/)
    await expect(records.remove('a/b')).rejects.toThrow(/names no file/)
  })
})
