/**
 * Every channel's handler, put together from one file per namespace.
 *
 * `electron/main/ipc/handlers/<namespace>.ts` holds the handlers of the
 * channels `<namespace>:*`; each takes the services it needs as arguments,
 * built by the composition root (app/core.ts). The type makes the sum whole:
 * a channel of the contract without its handler does not compile.
 */
import type { AgendaService } from '@main/agenda/agenda-service'
import type { ApplyRunner } from '@main/agenda/apply-runner'
import type { ApiService } from '@main/api/service'
import type { DemoWorkspace } from '@main/workspaces/demo-workspace'
import type { Catalog } from '@main/catalog/catalog'
import type { KnownExport } from '@main/export/known-export'
import type { ExportService } from '@main/export/export-service'
import type { JobService } from '@main/jobs/job-service'
import type { ListingService } from '@main/listings/listing-service'
import type { Journal } from '@main/journal/journal'
import type { PictureService } from '@main/media/picture-service'
import type { Scheduler } from '@main/scheduler/scheduler'
import type { DraftStore } from '@main/session-drafts/draft-store'
import type { PreferenceStore } from '@main/settings/preferences'
import type { ViewStore } from '@main/views/view-store'
import type { WorkspaceService } from '@main/workspaces/workspace-service'
import type { Handlers } from '../router'
import { agendaHandlers } from './agenda'
import { appHandlers, type AppInfo } from './app'
import { attendeesHandlers } from './attendees'
import { catalogHandlers } from './catalog'
import { exportsHandlers } from './exports'
import { linksHandlers, type LinkDeps } from './links'
import { jobsHandlers } from './jobs'
import { journalHandlers } from './journal'
import { listingsHandlers } from './listings'
import { snapshotsHandlers, type SnapshotHandlerDeps } from './snapshots'
import { locationsHandlers } from './locations'
import { mediaHandlers } from './media'
import { preferencesHandlers } from './preferences'
import { requestsHandlers } from './requests'
import { sessionDraftsHandlers } from './session-drafts'
import { sessionsHandlers } from './sessions'
import { shellHandlers } from './shell'
import { speakersHandlers } from './speakers'
import { sponsorsHandlers } from './sponsors'
import { teamsHandlers } from './teams'
import { viewsHandlers } from './views'
import { workspacesHandlers } from './workspaces'

/** The services the handlers call. */
export interface HandlerDeps {
  workspaces: WorkspaceService
  demo: DemoWorkspace
  api: ApiService
  catalog: Catalog
  knownExport: KnownExport
  scheduler: Scheduler
  openExternal: (url: string) => Promise<void>
  appInfo: AppInfo
  exports: ExportService
  views: ViewStore
  sessionDrafts: DraftStore
  pictures: PictureService
  links: Omit<LinkDeps, 'workspaces'>
  /** The long jobs shown on the taskbar and told by notifications. */
  jobs: JobService
  preferences: PreferenceStore
  agenda: AgendaService
  agendaApply: ApplyRunner
  /** The change journal: its records, and the recorded writes every write goes through. */
  journal: Journal
  /** The docs' lists, where the service offers them. */
  listings: ListingService
  /** Attendee snapshots kept on this computer. */
  snapshots: SnapshotHandlerDeps
}

export function createHandlers(deps: HandlerDeps): Handlers {
  const handlers = {
    ...workspacesHandlers(deps),
    ...teamsHandlers(deps.api),
    ...shellHandlers(deps.openExternal),
    ...attendeesHandlers(deps.api),
    ...sessionsHandlers(deps),
    ...sessionDraftsHandlers(deps.sessionDrafts),
    ...speakersHandlers(deps),
    ...sponsorsHandlers(deps),
    ...locationsHandlers(deps),
    ...catalogHandlers(deps),
    ...requestsHandlers(deps.scheduler),
    ...exportsHandlers(deps.exports),
    ...viewsHandlers(deps.views),
    ...mediaHandlers(deps.pictures),
    ...linksHandlers({ ...deps.links, workspaces: deps.workspaces }),
    ...jobsHandlers(deps.jobs),
    ...preferencesHandlers(deps.preferences),
    ...agendaHandlers(deps.agenda, deps.agendaApply),
    ...journalHandlers(deps),
    ...listingsHandlers(deps.listings, deps.journal),
    ...snapshotsHandlers(deps.snapshots),
  }
  // The first screen's call is made of the others' handlers (app.ts).
  return { ...handlers, ...appHandlers(deps.appInfo, handlers) }
}
