import { chmod, mkdir, mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { fileSink } from '../logging/file-sink'
import { writeFileAtomic } from './atomic-file'
import { makePrivateDir, makePrivateDirSync } from './private-dir'

let root: string
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'stagehand-private-'))
  // An ordinary folder above, as a home folder is.
  await chmod(root, 0o755)
})
afterEach(() => rm(root, { recursive: true, force: true }))

const mode = async (path: string) => (await stat(path)).mode & 0o777

describe('folders of the user data', () => {
  it('makes each missing folder 0700 and leaves the one that was there alone', async () => {
    await makePrivateDir(join(root, 'a', 'b'))
    expect(await mode(join(root, 'a'))).toBe(0o700)
    expect(await mode(join(root, 'a', 'b'))).toBe(0o700)
    expect(await mode(root)).toBe(0o755)
    // Made again: nothing changes, nothing fails.
    await makePrivateDir(join(root, 'a', 'b'))
    expect(await mode(join(root, 'a', 'b'))).toBe(0o700)
  })

  it('does the same before anything async runs (the log)', async () => {
    makePrivateDirSync(join(root, 'x', 'y'))
    expect(await mode(join(root, 'x'))).toBe(0o700)
    expect(await mode(join(root, 'x', 'y'))).toBe(0o700)
  })

  it('writes a file atomically into a new folder: the folder 0700, the file 0600', async () => {
    const file = join(root, 'catalog', 'ws.json')
    await writeFileAtomic(file, '{}')
    expect(await mode(join(root, 'catalog'))).toBe(0o700)
    expect(await mode(file)).toBe(0o600)
  })

  it('starts the log in a 0700 folder with a 0600 file', async () => {
    const file = join(root, 'logs', 'stagehand.log')
    fileSink(file)('a line\n')
    expect(await mode(join(root, 'logs'))).toBe(0o700)
    expect(await mode(file)).toBe(0o600)
  })

  it('leaves a folder made by others as it was', async () => {
    await mkdir(join(root, 'shared'), { mode: 0o755 })
    await chmod(join(root, 'shared'), 0o755)
    await makePrivateDir(join(root, 'shared'))
    expect(await mode(join(root, 'shared'))).toBe(0o755)
  })
})
