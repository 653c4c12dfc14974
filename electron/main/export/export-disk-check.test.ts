/**
 * An export whose disk takes a write only in part, whose file is cut short
 * before it is placed, or whose chosen name is a folder's, over real HTTP
 * against the emulator: it is never called done over a file that does not
 * hold every row.
 */
import * as fs from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startTestEmulator, type RunningEmulator } from '@test-support/api-context'
import {
  exportRequest,
  exportRig,
  filesIn,
  readCsv,
  type ExportRig,
  type RigOptions,
} from '@test-support/export'
import type { ExportFs } from './output-file'

/** Thirty pages: more than one file write (each takes at most ten pages). */
const ATTENDEES = 3000

let emulator: RunningEmulator
let rig: ExportRig | null = null

beforeAll(async () => {
  emulator = await startTestEmulator({ attendeesPerEvent: ATTENDEES })
})
afterAll(() => emulator.close())
beforeEach(() => emulator.state.reset())
afterEach(async () => {
  await rig?.close()
  rig = null
})

const request = () => exportRequest(emulator, { sort: [{ field: 'createdAt', direction: 'asc' }] })

type Writev = (buffers: Buffer[]) => Promise<{ bytesWritten: number; buffers: Buffer[] }>

/**
 * The real file operations, with the partial file's writes taking only what
 * `take(bytes asked, write number)` allows (really written, the rest not), and
 * `beforeReadBack` run when the finished file is opened to be read back.
 */
function shortFs(
  take: (asked: number, write: number) => number,
  beforeReadBack?: (path: string) => Promise<void>,
) {
  let writes = 0
  const faulty: ExportFs = {
    ...fs,
    open: async (...args: Parameters<typeof fs.open>) => {
      const [path, flags] = args
      if (String(path).endsWith('.part') && flags === 'r') await beforeReadBack?.(String(path))
      const handle = await fs.open(...args)
      if (!String(path).endsWith('.part')) return handle
      const writev = handle.writev.bind(handle) as Writev
      handle.writev = (async (buffers: Buffer[]) => {
        const all = Buffer.concat(buffers)
        const n = Math.min(all.length, take(all.length, ++writes))
        if (n === 0) return { bytesWritten: 0, buffers }
        const { bytesWritten } = await writev([all.subarray(0, n)])
        return { bytesWritten, buffers }
      }) as typeof handle.writev
      return handle
    },
  }
  return faulty
}

async function startWith(options: RigOptions) {
  rig = await exportRig(emulator, options)
  const started = await rig.service.start(request())
  if (!started.started) throw new Error('not started')
  return { rig, id: started.status.exportId }
}

const rowCount = async (path: string) => (await readCsv(path)).rows.length - 1

describe('an export whose disk takes a write only in part', () => {
  it('writes the rest of a short write, and the file holds every row', async () => {
    const { rig, id } = await startWith({
      service: { fs: shortFs((asked) => Math.ceil(asked / 2)) },
    })
    expect((await rig.finished(id)).state).toBe('done')
    expect(await rowCount(join(rig.outDir, 'attendees.csv'))).toBe(ATTENDEES)
  })

  it('pauses naming the disk when the disk fills mid-write, and resumes to every row', async () => {
    let full = true
    // From the second write on, the disk takes half of one write, then nothing.
    const fsShort = shortFs((asked, write) =>
      !full || write < 2 ? asked : write === 2 ? asked >> 1 : 0,
    )
    const { rig, id } = await startWith({ service: { fs: fsShort } })
    const paused = await rig.finished(id)
    expect(paused).toMatchObject({ state: 'paused', pausedReason: 'disk-full' })
    expect(paused.error?.message).toBe(
      `The disk holding ${rig.outDir} is full: free some space, then Resume.`,
    )
    expect(await filesIn(rig.outDir)).not.toContain('attendees.csv')

    full = false
    rig.events.length = 0
    await rig.service.resume(id)
    expect((await rig.finished(id)).state).toBe('done')
    expect(await rowCount(join(rig.outDir, 'attendees.csv'))).toBe(ATTENDEES)
  })
})

describe('the check of the file on disk before Done', () => {
  it('fails the export when the file on disk holds fewer rows than were written', async () => {
    // The disk loses the file's last bytes after every write reported them taken.
    const cut = async (path: string) => {
      const { size } = await fs.stat(path)
      await fs.truncate(path, size - 2000)
    }
    const { rig, id } = await startWith({ service: { fs: shortFs((asked) => asked, cut) } })
    const end = await rig.finished(id)
    expect(end.state).toBe('failed')
    expect(end.error?.message).toMatch(
      /^The saved file holds \d+ rows where 3000 rows were written: the disk did not keep them all, so the file was not kept\./,
    )
    expect(await filesIn(rig.outDir)).toEqual([])
  })

  it('fails the export when the last row on disk is cut mid-field', async () => {
    const cut = async (path: string) => {
      const { size } = await fs.stat(path)
      await fs.truncate(path, size - 5)
    }
    const { rig, id } = await startWith({ service: { fs: shortFs((asked) => asked, cut) } })
    const end = await rig.finished(id)
    expect(end.state).toBe('failed')
    expect(end.error?.message).toMatch(/^The saved file does not end with the last row written/)
  })
})

describe('an export whose chosen name is a folder', () => {
  it('says so in a sentence when the folder is there from the start', async () => {
    const root = await fs.mkdtemp(join(tmpdir(), 'stagehand-folder-'))
    const folder = join(root, 'attendees.csv')
    await fs.mkdir(folder)
    try {
      rig = await exportRig(emulator, { target: folder })
      await expect(rig.service.start(request())).rejects.toMatchObject({
        data: {
          kind: 'file',
          message:
            '\u201cattendees.csv\u201d is a folder. Choose a file name to save the export to.',
        },
      })
    } finally {
      await fs.rm(root, { recursive: true, force: true })
    }
  })

  it('says so in a sentence when the folder is made while the export runs', async () => {
    const makeFolder = async (part: string) => {
      await fs.mkdir(join(dirname(part), 'attendees.csv'))
    }
    const { rig, id } = await startWith({ service: { fs: shortFs((asked) => asked, makeFolder) } })
    const end = await rig.finished(id)
    expect(end.state).toBe('failed')
    expect(end.error?.message).toBe(
      '\u201cattendees.csv\u201d is a folder. Choose a file name to save the export to.',
    )
  })
})
