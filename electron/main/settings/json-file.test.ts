import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { readJsonFile } from './json-file'

const schema = z.object({ version: z.literal(1), names: z.array(z.string()) })

describe('readJsonFile', () => {
  let dir: string
  let path: string
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'stagehand-json-file-'))
    path = join(dir, 'things.json')
  })
  afterEach(() => rm(dir, { recursive: true, force: true }))

  it('reads a missing file as nothing, moving nothing', async () => {
    expect(await readJsonFile(path, schema)).toEqual({ value: null, movedAsideTo: null })
    expect(await readdir(dir)).toEqual([])
  })

  it('returns the parsed content of a good file and leaves it in place', async () => {
    await writeFile(path, JSON.stringify({ version: 1, names: ['a'] }))
    expect(await readJsonFile(path, schema)).toEqual({
      value: { version: 1, names: ['a'] },
      movedAsideTo: null,
    })
    expect(await readdir(dir)).toEqual(['things.json'])
  })

  it.each([
    ['text that is not JSON', '{"version": 1, "names": ['],
    ['JSON of the wrong shape', JSON.stringify({ version: 2, names: 'a' })],
  ])('moves %s aside with its content intact, named by the clock', async (_, text) => {
    await writeFile(path, text)
    const read = await readJsonFile(path, schema, () => 1234)
    expect(read).toEqual({ value: null, movedAsideTo: `${path}.corrupt-1234` })
    expect(await readdir(dir)).toEqual(['things.json.corrupt-1234'])
    expect(await readFile(`${path}.corrupt-1234`, 'utf8')).toBe(text)
  })
})
