import { describe, expect, it } from 'vitest'
import { sizeWords } from '@shared/byte-size'
import {
  uploadIdSchema,
  uploadProgressSchema,
  type UploadProgressEvent,
} from '@shared/ipc/channels/uploads'
import {
  coarsePercent,
  newUploadId,
  percentOf,
  sentWords,
  sumProgress,
  withProgress,
  type ProgressById,
} from './byte-progress'

const MB = 1024 * 1024
const event = (uploadId: string, sentBytes: number, totalBytes: number): UploadProgressEvent =>
  uploadProgressSchema.parse({ uploadId, workspaceId: 'w', sentBytes, totalBytes })

describe('the progress state', () => {
  it('keeps the latest count of each upload apart from the others', () => {
    let state: ProgressById = new Map()
    state = withProgress(state, event('a', 100, 1000))
    state = withProgress(state, event('b', 5, 50))
    state = withProgress(state, event('a', 600, 1000))
    expect(Object.fromEntries(state)).toEqual({
      a: { sentBytes: 600, totalBytes: 1000 },
      b: { sentBytes: 5, totalBytes: 50 },
    })
  })

  it('starts over with an attempt sent again, and keeps the same state for a repeated count', () => {
    const once = withProgress(new Map(), event('a', 900, 1000))
    const again = withProgress(once, event('a', 64, 1000))
    expect(again.get('a')).toEqual({ sentBytes: 64, totalBytes: 1000 })
    expect(withProgress(again, event('a', 64, 1000))).toBe(again)
  })
})

describe('the words and numbers', () => {
  it('says megabytes with one decimal, and 100 % only when every byte is sent', () => {
    const p = { sentBytes: 1.2 * MB, totalBytes: 3.4 * MB }
    expect(sentWords(p)).toBe('1.2 of 3.4 MB')
    expect(percentOf(p)).toBe(35)
    expect(percentOf({ sentBytes: 3.4 * MB - 1, totalBytes: 3.4 * MB })).toBe(99)
    expect(percentOf({ sentBytes: 3.4 * MB, totalBytes: 3.4 * MB })).toBe(100)
    expect(percentOf({ sentBytes: 0, totalBytes: 0 })).toBe(0)
  })

  it('says kilobytes for a body under a megabyte', () => {
    expect(sentWords({ sentBytes: 120 * 1024, totalBytes: 340 * 1024 + 200 })).toBe('120 of 340 KB')
    expect(sizeWords(340 * 1024 + 200)).toBe('340 KB')
    expect(sizeWords(3.4 * MB)).toBe('3.4 MB')
  })

  it('tells screen readers only every quarter', () => {
    const at = (sent: number) => coarsePercent({ sentBytes: sent, totalBytes: 1000 })
    expect([0, 10, 249, 250, 499, 500, 740, 999, 1000].map(at)).toEqual([
      0, 0, 0, 25, 25, 50, 50, 75, 100,
    ])
  })

  it('adds several uploads up into one', () => {
    expect(
      sumProgress([
        { sentBytes: 10, totalBytes: 100 },
        { sentBytes: 50, totalBytes: 50 },
      ]),
    ).toEqual({ sentBytes: 60, totalBytes: 150 })
  })

  it('names each upload anew, in a form the upload channels accept', () => {
    const a = newUploadId()
    expect(uploadIdSchema.safeParse(a).success).toBe(true)
    expect(newUploadId()).not.toBe(a)
  })
})
