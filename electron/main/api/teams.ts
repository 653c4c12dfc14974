/**
 * List teams: every page, and the documented bare-string 200 shown as a message.
 *
 * Read leniently: a record that cannot be read is left out and counted in the
 * notes (read-notes.ts), so a page of odd records is never told as "no teams".
 */
import { z } from 'zod'
import { PAGE_RECORDS, pageEnvelopeSchema, teamSchema, type Team } from '@shared/api/schemas'
import { NO_NOTES, mergeNotes, type ReadNotes } from '@shared/api/read-notes'
import { apiRead, type ApiClientConfig } from './http-client'
import { valueTellingNotes } from './read-body'
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
): Promise<{ teams: Team[]; message: string | null; notes: ReadNotes }> {
  const teams: Team[] = []
  let notes = NO_NOTES
  const seen = new Set<string>()
  let page = 1
  let previousIds: string[] | null = null
  for (let fetched = 0; fetched < MAX_TEAM_PAGES; fetched++) {
    const query = page > 1 ? { page } : {}
    const request = (s: AbortSignal | undefined) =>
      apiRead(config, {
        method: 'GET',
        path: '/v1/teams',
        query,
        schema: teamsResponseSchema,
        recordsAt: PAGE_RECORDS,
        operation: 'list teams',
        ...(s ? { signal: s } : {}),
      })
    const read = scheduling
      ? await scheduling.scheduler.run(
          scheduling.workspaceId,
          { method: 'GET', ...(scheduling.channel ? { channel: scheduling.channel } : {}) },
          (a) => request(a.signal),
          signal,
        )
      : await request(signal)
    // The log keeps them too, as for every read (read-notes-log.ts).
    const body = valueTellingNotes(config.onReadNotes, 'list teams', read)
    // The service's own words: the key is taken out, as from its error messages.
    if (typeof body === 'string')
      return { teams, message: keyRedaction(config.apiKey)(body), notes }
    notes = mergeNotes(notes, read.notes)
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
  return { teams, message: null, notes }
}
