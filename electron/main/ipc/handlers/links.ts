/** Handlers of the link channels: copying a place's link, taking the links received. */
import { appError } from '@shared/errors'
import { buildLink, linkService, parseLink } from '@shared/links/stagehand-link'
import type { WorkspaceSummary } from '@shared/workspace'
import type { LinkInbox } from '@main/links/link-inbox'
import { resolveLink } from '@main/links/resolve-link'
import type { NamespaceHandlers } from '../router'

export interface LinkDeps {
  links: LinkInbox
  workspaces: { list(): Promise<{ workspaces: WorkspaceSummary[] }> }
  /** Puts text on the system clipboard (the shell: Electron's clipboard). */
  writeClipboard: (text: string) => void
}

export function linksHandlers(deps: LinkDeps): NamespaceHandlers<'links'> {
  return {
    'links:copy': async ({ workspaceId, eventId, kind, id }) => {
      const { workspaces } = await deps.workspaces.list()
      const workspace = workspaces.find((w) => w.id === workspaceId)
      if (!workspace) throw appError('not-found', 'That workspace is no longer on this computer.')
      const link = buildLink({ workspaceId, eventId, kind, id, service: linkService(workspace) })
      if (link === null)
        throw appError(
          'invalid-input',
          `This ${kind}'s ID holds characters a link cannot carry, so there is no link to copy.`,
        )
      deps.writeClipboard(link)
      return { link }
    },
    'links:take': async () => {
      const raw = deps.links.take()
      if (raw.length === 0) return { links: [] }
      const { workspaces } = await deps.workspaces.list()
      return { links: raw.map((link) => resolveLink(parseLink(link), workspaces)) }
    },
  }
}
