/** List teams: every page, and the documented bare-string 200 shown as a message. */
import { z } from 'zod'
import { pageEnvelopeSchema, teamSchema, type Team } from '@shared/api/schemas'
import { apiRequest, type ApiClientConfig } from './http-client'
import type { ApiContext } from './context'
import { keyRedaction } from './http-errors'
import {
  nextPageNumber,
  pageHasNext,
  repeatedPageMessage,
  repeatsPrevious,
} from '@shared/api/paging'
import { appError } from '@shared/errors'

const teamsResponseSchema = z.union([pageEnvelopeSchema(teamSchema), z.string()])

/** Guards against a server whose `next` never ends. */
const MAX_TEAM_PAGES = 200

/**
 * A saved workspace's calls go through its scheduler; a draft's connection test does not.
 *
 * The workspace's context (context.ts) serves as it is; its channel is named in retry notices.
 */
export type Scheduling = Pick<ApiContext, 'scheduler' | 'workspaceId' | 'channel'>

export async function listTeams(
  config: ApiClientConfig,
  signal?: AbortSignal,
  scheduling?: Scheduling,
): Promise<{ teams: Team[]; message: string | null }> {
  const teams: Team[] = []
  const seen = new Set<string>()
  let page = 1
  let previousIds: string[] | null = null
  for (let fetched = 0; fetched < MAX_TEAM_PAGES; fetched++) {
    const query = page > 1 ? { page } : {}
    const request = (s: AbortSignal | undefined) =>
      apiRequest(config, {
        method: 'GET',
        path: '/v1/teams',
        query,
        schema: teamsResponseSchema,
        operation: 'list teams',
        ...(s ? { signal: s } : {}),
      })
    const body = scheduling
      ? await scheduling.scheduler.run(
          scheduling.workspaceId,
          { method: 'GET', ...(scheduling.channel ? { channel: scheduling.channel } : {}) },
          (a) => request(a.signal),
          signal,
        )
      : await request(signal)
    // The service's own words: the key is taken out, as from its error messages.
    if (typeof body === 'string') return { teams, message: keyRedaction(config.apiKey)(body) }
    const ids = body.data.map((team) => team.id)
    if (repeatsPrevious(previousIds, ids))
      throw appError('invalid-response', repeatedPageMessage(page))
    previousIds = ids
    for (const team of body.data) {
      if (!seen.has(team.id)) {
        seen.add(team.id)
        teams.push(team)
      }
    }
    const next = body.pagination?.next
    // The same end rule as attendees; the page size is the service's own (none is asked).
    if (!pageHasNext({ page, asked: body.data.length, count: body.data.length, next })) break
    page = nextPageNumber(next, page)!
  }
  return { teams, message: null }
}
