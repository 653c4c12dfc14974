/**
 * An export whose disk fills or whose file is held open, over real HTTP
 * against the emulator, with the file operations failing on request: it
 * pauses with a sentence naming the disk or the file, Resume goes on from its
 * checkpoint (or only puts the finished file in place), and Discard leaves no
 * file behind.
 */
import * as fs from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startTestEmulator, type RunningEmulator } from '@test-support/api-context'
import { exportRequest, exportRig, filesIn, readCsv, type ExportRig } from '@test-support/export'
import type { ExportFs } from './output-file'

/** Thirty pages: more than one file write (each takes at most ten pages). */
const ATTENDEES = 3000

let emulator: RunningEmulator
let rig: ExportRig | null = null

beforeAll(async () => {
  emulator = await startTestEmulator({ attendeesPerEvent: ATTENDEES })
})
afterAll(() => emulator.close())
// Each test starts with the service's rate limits full again.
beforeEach(() => emulator.state.reset())
afterEach(async () => {
  await rig?.close()
  rig = null
})

const request = () => exportRequest(emulator, { sort: [{ field: 'createdAt', direction: 'asc' }] })

const errno = (code: string) => Object.assign(new Error(`${code}: simulated`), { code })

/**
 * The real file operations, with faults switched on by the test: writes of
 * the partial file fail with `writeFault` from the second on, and placing the
 * file under its name fails with `placeFault`.
 */
function faultyFs() {
  const faults = { writeFault: null as string | null, placeFault: null as string | null }
  let writes = 0
  const faulty: ExportFs = {
    ...fs,
    open: async (...args: Parameters<typeof fs.open>) => {
      const handle = await fs.open(...args)
      if (!String(args[0]).endsWith('.part')) return handle
      const writev = handle.writev.bind(handle)
      handle.writev = (async (...rest: Parameters<typeof handle.writev>) => {
        writes++
        if (faults.writeFault && writes >= 2) throw errno(faults.writeFault)
        return writev(...rest)
      }) as typeof handle.writev
      return handle
    },
    rename: async (from, to) => {
      if (faults.placeFault && String(to).endsWith('attendees.csv')) {
        throw errno(faults.placeFault)
      }
      return fs.rename(from, to)
    },
  }
  return { faults, faulty }
}

async function startWith(faulty: ExportFs) {
  rig = await exportRig(emulator, { service: { fs: faulty } })
  const started = await rig.service.start(request())
  if (!started.started) throw new Error('not started')
  return { rig, id: started.status.exportId }
}

const rowCount = async (path: string) => (await readCsv(path)).rows.length - 1

describe('an export whose disk fills', () => {
  it.each(['ENOSPC', 'EDQUOT'])(
    'pauses on %s naming the disk, and resumes from its checkpoint',
    async (code) => {
      const { faults, faulty } = faultyFs()
      faults.writeFault = code
      const { rig, id } = await startWith(faulty)
      const paused = await rig.finished(id)
      expect(paused).toMatchObject({ state: 'paused', pausedReason: 'disk-full' })
      expect(paused.error?.message).toBe(
        `The disk holding ${rig.outDir} is full: free some space, then Resume.`,
      )
      expect(paused.rowsWritten).toBeGreaterThan(0)
      const files = await filesIn(rig.outDir)
      expect(files).toHaveLength(1)
      expect(files[0]).toMatch(/^\.attendees\.csv\..*\.part$/)

      faults.writeFault = null
      rig.events.length = 0
      await rig.service.resume(id)
      const done = await rig.finished(id)
      expect(done.state).toBe('done')
      expect(await filesIn(rig.outDir)).toEqual(['attendees.csv'])
      expect(await rowCount(join(rig.outDir, 'attendees.csv'))).toBe(ATTENDEES)
      expect(await filesIn(rig.dir)).toEqual([])
    },
  )

  it('leaves no file behind when discarded while paused', async () => {
    const { faults, faulty } = faultyFs()
    faults.writeFault = 'ENOSPC'
    const { rig, id } = await startWith(faulty)
    expect((await rig.finished(id)).state).toBe('paused')
    expect(await rig.service.discard(id)).toEqual({ discarded: true })
    expect(await filesIn(rig.outDir)).toEqual([])
    expect(await filesIn(rig.dir)).toEqual([])
  })
})

describe('an export whose file is open in another program', () => {
  it.each(['EBUSY', 'EPERM', 'EACCES'])(
    'pauses on %s naming the file, and Resume only puts it in place',
    async (code) => {
      const { faults, faulty } = faultyFs()
      faults.placeFault = code
      const { rig, id } = await startWith(faulty)
      const paused = await rig.finished(id)
      const target = join(rig.outDir, 'attendees.csv')
      expect(paused).toMatchObject({ state: 'paused', pausedReason: 'file-locked' })
      expect(paused.error?.message).toBe(
        `${target} is open in another program: close it, then Resume.`,
      )
      expect(paused.rowsWritten).toBe(ATTENDEES)
      expect(await filesIn(rig.outDir)).not.toContain('attendees.csv')

      // Still held: it pauses again, and says so again.
      rig.events.length = 0
      await rig.service.resume(id)
      expect(await rig.finished(id)).toMatchObject({ state: 'paused', pausedReason: 'file-locked' })

      const requests = emulator.state.requests().length
      faults.placeFault = null
      rig.events.length = 0
      await rig.service.resume(id)
      expect((await rig.finished(id)).state).toBe('done')
      expect(emulator.state.requests().length).toBe(requests)
      expect(await filesIn(rig.outDir)).toEqual(['attendees.csv'])
      expect(await rowCount(target)).toBe(ATTENDEES)
      expect(await filesIn(rig.dir)).toEqual([])
    },
  )

  it('leaves no file behind when discarded while paused', async () => {
    const { faults, faulty } = faultyFs()
    faults.placeFault = 'EBUSY'
    const { rig, id } = await startWith(faulty)
    expect((await rig.finished(id)).state).toBe('paused')
    expect(await rig.service.discard(id)).toEqual({ discarded: true })
    expect(await filesIn(rig.outDir)).toEqual([])
    expect(await filesIn(rig.dir)).toEqual([])
  })
})
