/** Every channel's handler, built from the services. One place to see the whole IPC surface. */
import { appError } from '@shared/errors'
import { listTeams } from '../api/teams'
import { apiHandlers, type ApiHandlerDeps } from '../api/handlers'
import { catalogExportHandlers } from '../catalog/handlers'
import type { KnownExport } from '../catalog/known-export'
import { exportHandlers } from '../export/handlers'
import type { ExportService } from '../export/export-service'
import type { Handlers } from '../ipc/router'
import type { PictureService } from '../media/picture-service'
import { sessionDraftHandlers } from '../session-drafts/handlers'
import type { DraftStore } from '../session-drafts/draft-store'
import { viewHandlers } from '../views/handlers'
import type { ViewStore } from '../views/view-store'
import type { WorkspaceService } from '../workspaces/workspace-service'
import type { DemoWorkspace } from './demo-workspace'

export interface HandlerDeps extends ApiHandlerDeps {
  workspaces: WorkspaceService
  demo: DemoWorkspace
  openExternal: (url: string) => Promise<void>
  appInfo: { version: string; platform: string; logFile: string | null }
  exports: ExportService
  views: ViewStore
  sessionDrafts: DraftStore
  pictures: PictureService
  knownExport: KnownExport
}

export function createHandlers(deps: HandlerDeps): Handlers {
  const { workspaces } = deps
  return {
    'workspaces:list': async () => ({ ...(await workspaces.list()), demo: deps.demo.info() }),
    'workspaces:save': (input) => workspaces.save(input),
    'workspaces:remove': async ({ workspaceId }) => {
      const result = await workspaces.remove(workspaceId)
      await deps.demo.onRemoved(workspaceId)
      return result
    },
    'workspaces:activate': ({ workspaceId }) => workspaces.activate(workspaceId),
    'workspaces:setEvent': ({ workspaceId, eventId }) => workspaces.setEvent(workspaceId, eventId),
    'workspaces:setDefaultTeam': ({ workspaceId, teamId }) =>
      workspaces.setDefaultTeam(workspaceId, teamId),
    'workspaces:testConnection': async (draft, { signal }) => {
      const config = await workspaces.draftConfig(draft)
      const { teams, message } = await listTeams(config, signal)
      return { teamCount: teams.length, message }
    },
    'shell:openExternal': async ({ url }) => {
      if (new URL(url).protocol !== 'https:') {
        throw appError('invalid-input', 'Only https:// links are opened in the browser.')
      }
      // Electronegativity asks for a review of every openExternal with a URL that is not a
      // literal (OPEN_EXTERNAL_JS_CHECK, allowed in scripts/electronegativity-allowlist.json):
      // only https: URLs get here, checked just above.
      await deps.openExternal(url)
      return { opened: true }
    },
    'app:info': async () => deps.appInfo,
    'media:picture': ({ workspaceId, url }, { signal }) =>
      deps.pictures.picture(workspaceId, url, signal),
    // The API, catalog and request-meter channels (teams:list included: it goes through the scheduler).
    ...apiHandlers(deps),
    ...exportHandlers(deps.exports),
    ...catalogExportHandlers(deps.knownExport),
    ...viewHandlers(deps.views),
    ...sessionDraftHandlers(deps.sessionDrafts),
  }
}
