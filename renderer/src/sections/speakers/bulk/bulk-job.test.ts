import { describe, expect, it } from 'vitest'
import type { UploadProgress } from '@shared/uploads/upload-queue'
import { bulkJobReport } from './bulk-job'

const job = { jobId: 'drop-1', workspaceId: 'w', eventId: 'e' }
const progress = (over: Partial<UploadProgress<unknown>>): UploadProgress<unknown> => ({
  total: 8,
  waiting: 0,
  uploading: 0,
  done: 0,
  failed: 0,
  cancelled: 0,
  fraction: 0,
  running: false,
  entries: [],
  ...over,
})
const bytes = { sentBytes: 300, totalBytes: 800 }

describe('the bulk upload as a job', () => {
  it('counts the bytes of all photos while it runs', () => {
    expect(bulkJobReport(job, progress({ running: true, uploading: 3 }), bytes)).toEqual({
      ...job,
      kind: 'photos',
      subject: '8 speaker photos',
      state: 'running',
      done: 300,
      total: 800,
      message: null,
    })
  })

  it('ends done, failed (with what to do) or cancelled', () => {
    expect(bulkJobReport(job, progress({ done: 8 }), bytes)).toMatchObject({
      state: 'done',
      message: null,
    })
    expect(bulkJobReport(job, progress({ done: 6, cancelled: 2 }), bytes)).toMatchObject({
      state: 'done',
      message: '6 of 8 uploaded; the others were cancelled.',
    })
    expect(bulkJobReport(job, progress({ done: 5, failed: 2, cancelled: 1 }), bytes)).toMatchObject(
      {
        state: 'failed',
        message: '2 of 7 could not be uploaded. The review says why and can try them again.',
      },
    )
    const one = bulkJobReport(job, progress({ total: 1, cancelled: 1 }), bytes)
    expect(one).toMatchObject({ state: 'cancelled', subject: '1 speaker photo' })
  })
})
