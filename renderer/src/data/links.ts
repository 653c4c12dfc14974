/**
 * The link channels: copying a place's link, and the links main kept for the window.
 *
 * Following a link changes only what the window shows: its workspace and
 * event, as the sidebar and the event picker change them, then the place.
 */
import { mutationOptions, type QueryClient } from '@tanstack/react-query'
import type { ChannelInput, ChannelOutput } from '@shared/ipc/contract'
import { bridge } from '@renderer/bridge'
import { activateWorkspace, chooseEvent, workspaceQueries } from './workspaces'

export type LinkPlace = ChannelInput<'links:copy'>

export const linkMutations = {
  /** Main builds the link and puts it on the clipboard; the answer is the link. */
  copy: () => mutationOptions({ mutationFn: (place: LinkPlace) => bridge().links.copy(place) }),
}

/** The links received since the window last asked, each handed out once. */
export function takeLinks(): Promise<ChannelOutput<'links:take'>> {
  return bridge().links.take()
}

/** Makes `workspaceId` the active workspace and `eventId` its event, where they are not yet. */
export async function showLinkedEvent(
  client: QueryClient,
  workspaceId: string,
  eventId: string,
): Promise<void> {
  const state = await client.fetchQuery(workspaceQueries.list())
  if (state.activeWorkspaceId !== workspaceId) await activateWorkspace(client, workspaceId)
  const workspace = client
    .getQueryData(workspaceQueries.list().queryKey)
    ?.workspaces.find((w) => w.id === workspaceId)
  if (workspace?.eventId !== eventId) await chooseEvent(client, workspaceId, eventId)
}
