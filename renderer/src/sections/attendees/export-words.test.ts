/** What a paused export's card says, for each reason it paused. */
import { describe, expect, it } from 'vitest'
import { NO_NOTES } from '@shared/api/read-notes'
import type { ExportStatus } from '@shared/ipc/channels/export'
import { pausedSentence } from './export-words'

const paused = (extra: Partial<ExportStatus>): ExportStatus => ({
  exportId: 'e1',
  revision: 1,
  workspaceId: 'w1',
  eventId: 'ev1',
  path: '/home/ada/Exports/attendees.csv',
  fileName: 'attendees.csv',
  state: 'paused',
  pausedReason: null,
  rowsWritten: 1200,
  pagesWritten: 12,
  requests: 12,
  wastedRequests: 0,
  elapsedMs: 1000,
  rowsPerSecond: 1200,
  startedAt: '2026-01-01T00:00:00.000Z',
  finishedAt: null,
  error: null,
  readNotes: NO_NOTES,
  pageSize: 100,
  servedPageSize: null,
  warnings: [],
  ...extra,
})

const fileError = (message: string) => ({ kind: 'file' as const, message, retryable: true })

describe('pausedSentence', () => {
  it('says the quota or the closed app, and the rows written', () => {
    expect(pausedSentence(paused({ pausedReason: 'quota' }))).toBe(
      "Paused: today's request quota is used up. Resume once it resets (midnight UTC). 1,200 rows are written so far.",
    )
    expect(pausedSentence(paused({ pausedReason: 'interrupted' }))).toBe(
      'Stopped when Stagehand closed. It can continue where it stopped. 1,200 rows are written so far.',
    )
  })

  it('names the full disk, as main said it', () => {
    const message = 'The disk holding /home/ada/Exports is full: free some space, then Resume.'
    expect(pausedSentence(paused({ pausedReason: 'disk-full', error: fileError(message) }))).toBe(
      `${message} 1,200 rows are written so far.`,
    )
  })

  it('names the file held open, every row being written', () => {
    const message =
      '/home/ada/Exports/attendees.csv is open in another program: close it, then Resume.'
    expect(pausedSentence(paused({ pausedReason: 'file-locked', error: fileError(message) }))).toBe(
      `${message} All 1,200 rows are read and kept: Resume only puts the file in its place.`,
    )
  })

  it('says plainly that nothing or one row is written yet', () => {
    const message = 'The disk holding /home/ada/Exports is full: free some space, then Resume.'
    const full = { pausedReason: 'disk-full' as const, error: fileError(message) }
    expect(pausedSentence(paused({ ...full, rowsWritten: 0 }))).toBe(
      `${message} No rows are written yet.`,
    )
    expect(pausedSentence(paused({ ...full, rowsWritten: 1 }))).toBe(
      `${message} 1 row is written so far.`,
    )
    expect(pausedSentence(paused({ pausedReason: 'quota', rowsWritten: 0 }))).toBe(
      "Paused: today's request quota is used up. Resume once it resets (midnight UTC). No rows are written yet.",
    )
    const held =
      '/home/ada/Exports/attendees.csv is open in another program: close it, then Resume.'
    expect(
      pausedSentence(
        paused({ pausedReason: 'file-locked', error: fileError(held), rowsWritten: 1 }),
      ),
    ).toBe(`${held} Its 1 row is read and kept: Resume only puts the file in its place.`)
  })
})
