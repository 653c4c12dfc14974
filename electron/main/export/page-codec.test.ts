/**
 * The page codec reads a body exactly as the API client does (same page, same
 * errors) and encodes it exactly as the CSV encoder does, over the emulator's
 * real answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BASE_COLUMNS, collectCustomSlugs, resolveColumns } from '../../../shared/attendees/columns'
import { isAppError } from '../../../shared/errors'
import { fetchAttendeesPageBytes, listAttendeesPage } from '../api/attendees'
import { startTestEmulator, testContext } from '../api/testing'
import type { RunningEmulator } from '../api/testing'
import { createCsvEncoder } from './csv-writer'
import { encodePage } from './encoded-page'
import { createPageCoder } from './page-codec'

let emulator: RunningEmulator
beforeAll(async () => {
  emulator = await startTestEmulator({ attendeesPerEvent: 250 })
})
afterAll(() => emulator.close())

const columns = BASE_COLUMNS.map((c) => c.id)
const bodyOf = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer

describe('page codec', () => {
  it('gives the page listAttendeesPage gives, encoded as the CSV encoder encodes it', async () => {
    const ctx = testContext(emulator)
    const eventId = emulator.events[0]!.id
    const code = createPageCoder()
    for (const page of [1, 3]) {
      const query = { eventId, page, pageSize: 100 }
      const expected = await listAttendeesPage(ctx, query)
      const result = code({
        ...(await fetchAttendeesPageBytes(ctx, query)),
        columns,
        neutralise: true,
      })
      const encoder = createCsvEncoder(resolveColumns(columns), { neutralise: true })
      expect(result.count).toBe(expected.items.length)
      expect(result.hasNext).toBe(expected.hasNext)
      expect(result.slugs).toEqual(collectCustomSlugs(expected.items))
      const direct = encodePage(expected.items, encoder)
      expect(result.encoded!.ids).toEqual(direct.ids)
      expect(result.encoded!.ends).toEqual(direct.ends)
      expect(result.encoded!.bytes.equals(direct.bytes)).toBe(true)
    }
    // Page 3 of 250 is the short last page.
    expect(
      code({
        ...(await fetchAttendeesPageBytes(ctx, { eventId, page: 3, pageSize: 100 })),
        columns: null,
        neutralise: true,
      }),
    ).toMatchObject({ count: 50, hasNext: false, encoded: null })
  })

  it('turns a body that is not JSON, or not a page, into the error the client would raise', () => {
    const code = createPageCoder()
    const job = { status: 200, page: 1, pageSize: 100, columns, neutralise: true }
    const failure = (text: string) => {
      try {
        code({ ...job, bytes: bodyOf(text) })
      } catch (error) {
        return error
      }
      throw new Error('no error')
    }
    const html = failure('<html>maintenance</html>')
    expect(isAppError(html) && html.data).toMatchObject({
      kind: 'invalid-response',
      message: expect.stringContaining('an HTML page'),
      retryable: true,
    })
    const cut = failure('{"data": [')
    expect(isAppError(cut) && cut.message).toContain('incomplete JSON')
    const shape = failure('{"data": [{"id": 7}]}')
    expect(isAppError(shape) && shape.message).toMatch(/not in the expected form at "data\.0\.id"/)
  })
})
