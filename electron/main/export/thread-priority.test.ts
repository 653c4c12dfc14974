/**
 * Codec threads run at background priority on Linux, and only they: the
 * main thread (the window, the requests) keeps its own.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { silentLogger } from '../logging/logger'
import { spawnCodecWorker } from '@test-support/ts-worker'
import { workerCodec } from './codec-pool'
import { BACKGROUND_NICE, lowerThreadPriority } from './thread-priority'

/** The nice value in a /proc stat file (field 19; the command name before it may hold spaces). */
function niceIn(statPath: string): number {
  const stat = readFileSync(statPath, 'utf8')
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16])
}

const threadNices = (): number[] =>
  readdirSync('/proc/self/task').map((tid) => niceIn(`/proc/self/task/${tid}/stat`))
const ownNice = (): number => niceIn('/proc/thread-self/stat')

describe('lowerThreadPriority', () => {
  /** A stand-in for the system calls, starting at nice `start`. */
  const fakeOs = (start: number) => {
    const calls: [number, number][] = []
    return { calls, get: () => start, set: (pid: number, p: number) => void calls.push([pid, p]) }
  }

  it('lowers the calling thread by the background steps on Linux, to 19 at most', () => {
    const plain = fakeOs(0)
    expect(lowerThreadPriority('linux', plain)).toBe(true)
    expect(plain.calls).toEqual([[0, BACKGROUND_NICE]])
    const niced = fakeOs(5)
    lowerThreadPriority('linux', niced)
    expect(niced.calls).toEqual([[0, 5 + BACKGROUND_NICE]])
    const low = fakeOs(15)
    lowerThreadPriority('linux', low)
    expect(low.calls).toEqual([[0, 19]])
  })

  it('leaves other systems alone, where it would lower the whole app', () => {
    for (const platform of ['darwin', 'win32'] as const) {
      const os = fakeOs(0)
      expect(lowerThreadPriority(platform, os)).toBe(false)
      expect(os.calls).toEqual([])
    }
  })

  it('carries on when the system refuses', () => {
    const refuse = () => {
      throw new Error('EACCES')
    }
    expect(lowerThreadPriority('linux', { get: () => 0, set: refuse })).toBe(false)
  })

  it.runIf(process.platform === 'linux')(
    'lowers a codec worker thread, not the thread that started it',
    async () => {
      const before = ownNice()
      const codec = workerCodec({ spawn: spawnCodecWorker, size: 1, log: silentLogger })
      try {
        const json = JSON.stringify({ data: [], pagination: {} })
        const bytes = new TextEncoder().encode(json).buffer as ArrayBuffer
        // One page read proves the worker has started (and so set its priority).
        await codec.code({
          bytes,
          status: 200,
          page: 1,
          pageSize: 10,
          columns: null,
          neutralise: true,
        })
        const lowered = Math.min(19, before + BACKGROUND_NICE)
        expect(threadNices().filter((n) => n === lowered)).toHaveLength(1)
        expect(ownNice()).toBe(before)
      } finally {
        await codec.close()
      }
    },
  )
})
