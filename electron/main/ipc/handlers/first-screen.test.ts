import { describe, expect, it } from 'vitest'
import { appError } from '@shared/errors'
import { FIRST_PAGE_QUERY } from '@shared/first-screen'
import type { ChannelInput } from '@shared/ipc/contract'
import { workspaceSummary } from '@test-support/workspace-summary'
import { firstScreenHandler } from './first-screen'

const EVENT = '11111111-2222-4333-8444-555555555555'
const views = { views: [], layout: null, recovered: null }
const page = { items: [], page: 1, pageSize: 25, hasNext: false, notes: [], servedPageSize: null }

/** The handler over parts that answer as told and note what they were asked. */
function handlerWith(
  options: { eventId?: string | null; active?: string; pageFails?: boolean } = {},
) {
  const asked: unknown[] = []
  const context = { signal: new AbortController().signal }
  const handler = firstScreenHandler({
    'workspaces:list': async () => ({
      workspaces: [
        workspaceSummary({ id: 'w1' }),
        workspaceSummary({
          id: 'w2',
          eventId: options.eventId === undefined ? EVENT : options.eventId,
        }),
      ],
      activeWorkspaceId: options.active ?? 'w2',
      demo: null,
      settingsNotice: null,
    }),
    'views:get': async (scope: ChannelInput<'views:get'>) => {
      asked.push(['views', scope])
      return views
    },
    'attendees:list': async (input: ChannelInput<'attendees:list'>) => {
      asked.push(['page', input])
      if (options.pageFails) throw appError('network', 'The service did not answer.')
      return page
    },
  } as never)
  return { asked, call: (hash: string) => handler({ hash }, context) }
}

describe('the first screen in one call', () => {
  it("reads the active event's columns and first page for a window opening on Attendees", async () => {
    const { asked, call } = handlerWith()
    const scope = { workspaceId: 'w2', eventId: EVENT }
    await expect(call('#/attendees')).resolves.toEqual({
      ...scope,
      query: FIRST_PAGE_QUERY,
      views: { ok: true, value: views },
      page: { ok: true, value: page },
    })
    expect(asked).toEqual([
      ['views', scope],
      ['page', { ...scope, ...FIRST_PAGE_QUERY }],
    ])
  })

  it('reads nothing for a window opening elsewhere, or with no event chosen', async () => {
    const elsewhere = handlerWith()
    await expect(elsewhere.call('#/sessions')).resolves.toBeNull()
    const noEvent = handlerWith({ eventId: null })
    await expect(noEvent.call('#/attendees')).resolves.toBeNull()
    // The first workspace stands for the active one when none is marked.
    const unmarked = handlerWith({ active: 'gone' })
    await expect(unmarked.call('')).resolves.toBeNull()
    expect([...elsewhere.asked, ...noEvent.asked, ...unmarked.asked]).toEqual([])
  })

  it('carries a failed read as its failure, beside the read that worked', async () => {
    const { call } = handlerWith({ pageFails: true })
    const answer = await call('#/attendees')
    expect(answer?.views).toEqual({ ok: true, value: views })
    expect(answer?.page).toEqual({
      ok: false,
      error: expect.objectContaining({ kind: 'network', message: 'The service did not answer.' }),
    })
  })
})
