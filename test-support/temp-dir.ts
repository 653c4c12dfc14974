/**
 * A fresh temporary folder for each test of the calling file, removed after
 * it. Returns a getter: the folder changes from test to test.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach } from 'vitest'

export function tempDirPerTest(name: string): () => string {
  let dir = ''
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), `stagehand-${name}-`))
  })
  afterEach(() => rm(dir, { recursive: true, force: true }))
  return () => dir
}
