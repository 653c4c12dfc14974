/**
 * Where a link leads on this computer: a workspace of its settings, or a refusal.
 *
 * Pure: the link as parsed and the workspaces as listed in, the window's
 * answer out. Nothing is written, whatever the link says.
 */
import type { LinkDelivery } from '@shared/ipc/channels/links'
import { serviceOrigin, type ParsedLink } from '@shared/links/stagehand-link'
import { isLoopbackBaseUrl, sameBaseUrl, type WorkspaceSummary } from '@shared/workspace'

const refused = (message: string): LinkDelivery => ({ outcome: 'refused', message })

function workspaceOf(
  parsed: Extract<ParsedLink, { ok: true }>['target'],
  workspaces: readonly WorkspaceSummary[],
): WorkspaceSummary | string {
  const { workspaceId, service } = parsed
  const byId = workspaces.find((w) => w.id === workspaceId)
  if (byId) {
    if (service === null || sameBaseUrl(byId.baseUrl, service)) return byId
    // The demo's port changes every start: a link copied before a restart still names it.
    if (byId.isDemo && isLoopbackBaseUrl(service)) return byId
    return `The link names the workspace “${byId.name}” at ${serviceOrigin(service)}, but this computer has it at ${byId.baseUrl}: open the link where it was copied, or set the workspace's address back.`
  }
  if (service === null)
    return 'The link names a workspace this computer does not have. Ask for a link copied with its service address, or add the workspace here first.'
  const sameService = workspaces.filter((w) => sameBaseUrl(w.baseUrl, service))
  if (sameService.length === 1) return sameService[0]!
  if (sameService.length > 1)
    return `Several workspaces here use ${serviceOrigin(service)}, and the link does not say which one it means. Switch to the workspace you want and open the place from there.`
  return `This computer has no workspace for ${serviceOrigin(service)}. Add a workspace with that address and its API key, then open the link again.`
}

export function resolveLink(
  parsed: ParsedLink,
  workspaces: readonly WorkspaceSummary[],
): LinkDelivery {
  if (!parsed.ok) return refused(`The link was not opened: ${parsed.reason}.`)
  const found = workspaceOf(parsed.target, workspaces)
  if (typeof found === 'string') return refused(found)
  if (!found.hasKey && !found.isDemo)
    return refused(
      `The workspace “${found.name}” has no API key on this computer, so the link's event cannot be reached. Add the key in the workspace's settings, then open the link again.`,
    )
  const { eventId, kind, id } = parsed.target
  return { outcome: 'open', workspaceId: found.id, eventId, kind, id }
}
