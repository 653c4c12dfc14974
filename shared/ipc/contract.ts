/**
 * The only IPC surface between renderer and main (docs/architecture.md, "The typed bridge").
 *
 * In the spirit of GitHub Desktop's ipc-shared.ts: channel name → input and
 * output schemas, plus the main→renderer events. Each domain keeps its channels
 * in `channels/<domain>.ts`; this file merges them. A channel is named
 * `<namespace>:<function>`: the bridge function that calls it is
 * `stagehand.<namespace>.<function>` (layout.ts).
 */
import type { z } from 'zod'
import { appChannels } from './channels/app'
import { shellChannels } from './channels/shell'
import { workspaceChannels } from './channels/workspaces'
import { teamChannels } from './channels/teams'
import { attendeeChannels } from './channels/attendees'
import { sessionChannels } from './channels/sessions'
import { speakerChannels } from './channels/speakers'
import { sponsorChannels } from './channels/sponsors'
import { locationChannels } from './channels/locations'
import { catalogChannels } from './channels/catalog'
import { catalogExportChannels } from './channels/catalog-export'
import { requestChannels } from './channels/requests'
import { exportChannels } from './channels/export'
import { viewChannels } from './channels/views'
import { mediaChannels } from './channels/media'
import { sessionDraftChannels } from './channels/session-drafts'
import { linkChannels } from './channels/links'
import { jobChannels } from './channels/jobs'
import { preferenceChannels } from './channels/preferences'
import { agendaChannels } from './channels/agenda'
import { journalChannels } from './channels/journal'
import { listingChannels } from './channels/listings'
import { snapshotChannels } from './channels/snapshots'
import { eventSchemas } from './events'

export const channels = {
  ...workspaceChannels,
  ...teamChannels,
  ...shellChannels,
  ...appChannels,
  ...attendeeChannels,
  ...sessionChannels,
  ...speakerChannels,
  ...sponsorChannels,
  ...locationChannels,
  ...catalogChannels,
  ...catalogExportChannels,
  ...requestChannels,
  ...exportChannels,
  ...viewChannels,
  ...mediaChannels,
  ...sessionDraftChannels,
  ...linkChannels,
  ...jobChannels,
  ...preferenceChannels,
  ...agendaChannels,
  ...journalChannels,
  ...listingChannels,
  ...snapshotChannels,
} as const

export type Channels = typeof channels
export type ChannelName = keyof Channels
export type ChannelInput<C extends ChannelName> = z.input<Channels[C]['input']>
export type ChannelOutput<C extends ChannelName> = z.output<Channels[C]['output']>

export type EventName = keyof typeof eventSchemas
export type EventPayload<E extends EventName> = z.output<(typeof eventSchemas)[E]>

export function isChannelName(name: unknown): name is ChannelName {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(channels, name)
}

export function isEventName(name: unknown): name is EventName {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(eventSchemas, name)
}

export { CANCEL_CHANNEL, EVENT_CHANNEL, INVOKE_CHANNEL } from './constants'
