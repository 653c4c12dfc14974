/**
 * The page codec reads a body exactly as the API client does (same page, same
 * errors) and encodes it exactly as the CSV encoder does, over the emulator's
 * real answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BASE_COLUMNS, collectCustomSlugs, resolveColumns } from '@shared/attendees/columns'
import { isAppError } from '@shared/errors'
import { startTestEmulator, testContext, type RunningEmulator } from '@test-support/api-context'
import { fetchAttendeesPageBytes, listAttendeesPage, peekAttendeesPage } from '../api/attendees'
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
    const shape = failure('{"data": {"id": "a"}}')
    expect(isAppError(shape) && shape.message).toContain(
      'not in the expected form: `data` was an object, expected a list',
    )
  })

  it('skips a record without an ID and reads an odd value as text, saying so', () => {
    const code = createPageCoder()
    const body = JSON.stringify({
      data: [
        { id: 7 },
        { id: 'a', customFieldsData: [{ fieldSlug: 'age', value: 30 }] },
        { profile: {} },
      ],
    })
    const result = code({
      bytes: bodyOf(body),
      status: 200,
      page: 1,
      pageSize: 3,
      columns,
      neutralise: true,
    })
    // Three records answered: a full page, though one row is written.
    expect(result.count).toBe(3)
    expect(result.encoded?.ids).toEqual(['a'])
    expect(result.slugs).toEqual(['age'])
    expect(result.notes).toEqual({
      asText: [{ path: 'data[].customFieldsData[].value', types: ['number'] }],
      leftOut: [],
      skipped: 2,
    })
  })

  it('peeks at the paging the read page will give, without reading its rows', async () => {
    const ctx = testContext(emulator)
    const eventId = emulator.events[0]!.id
    for (const [page, pageSize] of [
      [1, 100],
      [3, 100],
      [2, 50],
      [5, 50],
      [9, 100],
    ] as const) {
      const query = { eventId, page, pageSize }
      const expected = await listAttendeesPage(ctx, query)
      expect(peekAttendeesPage(await fetchAttendeesPageBytes(ctx, query)), `page ${page}`).toEqual({
        count: expected.items.length,
        hasNext: expected.hasNext,
      })
    }
    const peek = (text: string) =>
      peekAttendeesPage({ bytes: bodyOf(text), status: 200, page: 1, pageSize: 2 })
    expect(peek('{"data":[{},{}],"pagination":{"next":"/x?page=2"}}')).toEqual({
      count: 2,
      hasNext: true,
    })
    expect(peek('{"data":[{},{}],"pagination":{"next":null}}')).toEqual({
      count: 2,
      hasNext: false,
    })
    // Paging that cannot be read is none: the page is the last.
    expect(peek('{"data":[{},{}],"pagination":"soon"}')).toEqual({ count: 2, hasNext: false })
    // Not peekable: the reading says what is wrong.
    expect(peek('<html>maintenance</html>')).toBeNull()
    expect(peek('{"data":{},"pagination":{"next":"/x?page=2"}}')).toBeNull()
    expect(peek('{"data":[{},{}]')).toBeNull()
  })
})
