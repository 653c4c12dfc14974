/**
 * The only IPC surface between renderer and main (DESIGN.md §1), in the spirit
 * of GitHub Desktop's ipc-shared.ts: channel name → input and output schemas,
 * plus the main→renderer events. Each domain keeps its channels in
 * `channels/<domain>.ts`; this file merges them.
 */
import type { z } from 'zod'
import { shellChannels } from './channels/shell'
import { workspaceChannels } from './channels/workspaces'
import { attendeeChannels } from './channels/attendees'
import { sessionChannels } from './channels/sessions'
import { speakerChannels } from './channels/speakers'
import { sponsorChannels } from './channels/sponsors'
import { locationChannels } from './channels/locations'
import { catalogChannels } from './channels/catalog'
import { requestChannels } from './channels/requests'
import { exportChannels } from './channels/export'
import { viewChannels } from './channels/views'
import { eventSchemas } from './events'

export const channels = {
  ...workspaceChannels,
  ...shellChannels,
  ...attendeeChannels,
  ...sessionChannels,
  ...speakerChannels,
  ...sponsorChannels,
  ...locationChannels,
  ...catalogChannels,
  ...requestChannels,
  ...exportChannels,
  ...viewChannels,
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
