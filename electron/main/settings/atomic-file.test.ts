/** The atomic write: the whole file or none, in a folder made when missing. */
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { writeFileAtomic } from './atomic-file'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'stagehand-atomic-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('writeFileAtomic', () => {
  it('makes missing folders, then replaces the file in the folder it made', async () => {
    const path = join(dir, 'a', 'b', 'state.json')
    await writeFileAtomic(path, 'first')
    await writeFileAtomic(path, Uint8Array.from([0x73, 0x65, 0x63, 0x6f, 0x6e, 0x64]))
    expect(await readFile(path, 'utf8')).toBe('second')
    expect(await readdir(join(dir, 'a', 'b'))).toEqual(['state.json'])
  })

  it('fails, leaving no temporary file, when the folder cannot be made', async () => {
    await writeFile(join(dir, 'file'), 'x')
    await expect(writeFileAtomic(join(dir, 'file', 'state.json'), 'y')).rejects.toThrow()
    expect(await readdir(dir)).toEqual(['file'])
  })
})
