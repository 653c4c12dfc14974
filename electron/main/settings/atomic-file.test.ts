/** The atomic write: the whole file or none, in a folder made when missing. */
import * as fs from 'node:fs/promises'
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { writeFileAtomic, type AtomicFileIo } from './atomic-file'

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

  it.each([
    ['the write fails (disk full)', 'write'],
    ['flushing to disk fails', 'sync'],
    ['the rename fails (file held open)', 'rename'],
  ] as const)('leaves no temporary file when %s', async (_why, failing) => {
    const fault = Object.assign(new Error(`${failing} failed`), { code: 'ENOSPC' })
    const io: AtomicFileIo = {
      ...fs,
      open: async (...args: Parameters<typeof fs.open>) => {
        const handle = await fs.open(...args)
        if (failing === 'write') handle.writeFile = () => Promise.reject(fault)
        if (failing === 'sync') handle.sync = () => Promise.reject(fault)
        return handle
      },
      rename: failing === 'rename' ? () => Promise.reject(fault) : fs.rename,
    }
    await writeFile(join(dir, 'state.json'), 'before')
    await expect(writeFileAtomic(join(dir, 'state.json'), 'after', io)).rejects.toBe(fault)
    expect(await readdir(dir)).toEqual(['state.json'])
    expect(await readFile(join(dir, 'state.json'), 'utf8')).toBe('before')
  })
})
