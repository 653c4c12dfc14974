/** `GET /v1/teams`: an API key has no memberships and sees every active team. */
import type { Hono } from 'hono'
import type { AppEnv } from '../http/guard'
import { guard } from '../http/guard'
import { pageEnvelope, parsePaging } from '../http/pagination'
import type { EmulatorState } from '../state'

export function teamRoutes(
  app: Hono<AppEnv>,
  state: EmulatorState,
  origin: (url: string) => string,
) {
  app.get(
    '/v1/teams',
    guard(state, { scope: 'READ', backendOnly: false, envelope: 'full' }),
    (c) => {
      const paging = parsePaging((n) => c.req.query(n), state.fixedPageSize)
      const active = state.teams.filter((t) => t.active)
      const start = (paging.page - 1) * paging.pageSize
      const base = origin(c.req.url)
      const data = active.slice(start, start + paging.pageSize).map((t) => ({
        kind: 'team',
        url: `${base}/v1/teams/${t.id}`,
        id: t.id,
        name: t.name,
        isGeneral: t.isGeneral,
      }))
      return c.json(pageEnvelope('/v1/teams', paging, active.length, data, state.pageEndStyle))
    },
  )
}
