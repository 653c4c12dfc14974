/** `GET /v1/teams`: an API key has no memberships and sees every active team. */
import type { Hono } from 'hono'
import { guard, type AppEnv } from '../http/guard'
import { PAGE_SIZE_PARAM, pageEnvelope, parsePaging } from '../http/pagination'
import type { EmulatorState } from '../state'
import { served } from '../dialect/docs-resources'

export function teamRoutes(
  app: Hono<AppEnv>,
  state: EmulatorState,
  origin: (url: string) => string,
) {
  app.get(
    '/v1/teams',
    guard(state, {
      scope: 'READ',
      backendOnly: false,
      envelope: 'full',
      query: ['page', PAGE_SIZE_PARAM],
    }),
    (c) => {
      const paging = parsePaging((n) => c.req.query(n), state.pagingRules)
      const active = state.teams.filter((t) => t.active)
      const start = (paging.page - 1) * paging.pageSize
      const base = origin(c.req.url)
      const data = active.slice(start, start + paging.pageSize).map((t) =>
        served(state, {
          kind: 'team',
          url: `${base}/v1/teams/${t.id}`,
          id: t.id,
          name: t.name,
          isGeneral: t.isGeneral,
        }),
      )
      const { pageEndStyle, dialect } = state
      const envelope = pageEnvelope(
        '/v1/teams',
        paging,
        active.length,
        data,
        pageEndStyle,
        dialect.nextOnLastPage,
      )
      return c.json(envelope)
    },
  )
}
