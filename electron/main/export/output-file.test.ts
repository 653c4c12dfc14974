import { mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ExportOutput } from './output-file'

describe("an export's files", () => {
  it('creates the hidden partial file and the sidecar readable by their owner alone', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'stagehand-output-'))
    try {
      const output = await ExportOutput.create(join(dir, '.a.csv.1.part'), join(dir, '1.ids'))
      await output.append(['id\r\n', 'x\r\n'], ['x'])
      await output.close()
      expect((await stat(join(dir, '.a.csv.1.part'))).mode & 0o777).toBe(0o600)
      expect((await stat(join(dir, '1.ids'))).mode & 0o777).toBe(0o600)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
