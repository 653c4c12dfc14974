import { describe, expect, it } from 'vitest'
import { overallBytes, rowBytes } from './bulk-bytes'

describe('bulk upload bytes', () => {
  it('counts a row by its state, its total from main once known', () => {
    const sent = { sentBytes: 300, totalBytes: 1200 }
    expect(rowBytes({ state: 'waiting', sent: undefined, fileBytes: 1000 })).toEqual({
      sentBytes: 0,
      totalBytes: 1000,
    })
    expect(rowBytes({ state: 'uploading', sent: undefined, fileBytes: 1000 })).toEqual({
      sentBytes: 0,
      totalBytes: 1000,
    })
    expect(rowBytes({ state: 'uploading', sent, fileBytes: 1000 })).toEqual(sent)
    expect(rowBytes({ state: 'done', sent, fileBytes: 1000 })).toEqual({
      sentBytes: 1200,
      totalBytes: 1200,
    })
    expect(rowBytes({ state: 'failed', sent, fileBytes: 1000 })).toEqual({
      sentBytes: 0,
      totalBytes: 1200,
    })
    expect(rowBytes({ state: 'cancelled', sent, fileBytes: 1000 })).toEqual({
      sentBytes: 0,
      totalBytes: 0,
    })
  })

  it('adds the rows up across files', () => {
    expect(
      overallBytes([
        { state: 'done', sent: { sentBytes: 500, totalBytes: 500 }, fileBytes: 400 },
        { state: 'uploading', sent: { sentBytes: 100, totalBytes: 800 }, fileBytes: 700 },
        { state: 'waiting', sent: undefined, fileBytes: 300 },
        { state: 'cancelled', sent: undefined, fileBytes: 900 },
      ]),
    ).toEqual({ sentBytes: 600, totalBytes: 1600 })
  })
})
