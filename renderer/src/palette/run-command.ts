/**
 * What a palette pick does.
 *
 * A section, a session or a saved view is a place: the hash route changes. A speaker,
 * sponsor or location opens its section with a request the section meets (requests.ts),
 * as do the exports, the window's Undo and the shortcuts list; a workspace or a recent event is switched to as
 * the switcher and the event picker do.
 */
import { useCallback } from 'react'
import type { CatalogKind } from '@shared/ipc/channels/catalog'
import type { WorkspaceSummary } from '@shared/workspace'
import type { SectionId } from '@renderer/app/sections'
import { useActivateWorkspace, useSetEvent } from '@renderer/hooks/use-workspace-mutations'
import { sectionHref } from '@renderer/hooks/use-section-route'
import { errorData } from '@renderer/lib/errors'
import { agendaHref } from '@renderer/sections/agenda/agenda-route'
import { sessionHref } from '@renderer/sections/sessions/session-route'
import { useWorkspaceDialog } from '@renderer/workspaces/dialog-context'
import { toast } from 'sonner'
import type { PaletteCommand } from './palette-items'
import { sendPaletteRequest } from './requests'

const SECTION_OF: Record<CatalogKind, SectionId> = {
  session: 'sessions',
  speaker: 'speakers',
  sponsor: 'sponsors',
  location: 'locations',
}

function go(href: string): void {
  window.location.hash = href
}

/** Whether the command's target takes the focus itself (a dialog, a shown row). */
export function takesFocus(command: PaletteCommand): boolean {
  if (command.type === 'entry') return command.kind !== 'session'
  return ['export', 'shortcuts', 'undo', 'add-workspace'].includes(command.type)
}

export function useRunCommand(workspace: WorkspaceSummary): (command: PaletteCommand) => void {
  const activate = useActivateWorkspace()
  const setEvent = useSetEvent(workspace.id)
  const dialog = useWorkspaceDialog()
  const { mutate: activateWorkspace } = activate
  const { mutate: chooseEvent } = setEvent
  return useCallback(
    (command: PaletteCommand) => {
      switch (command.type) {
        case 'section':
          return go(sectionHref(command.section))
        case 'entry':
          if (command.kind === 'session') return go(sessionHref(command.id))
          sendPaletteRequest({ kind: command.kind, id: command.id })
          return go(sectionHref(SECTION_OF[command.kind]))
        case 'view':
          sendPaletteRequest({ kind: 'view', viewId: command.viewId })
          return go(sectionHref('attendees'))
        case 'export':
          sendPaletteRequest({ kind: 'export' })
          return go(sectionHref('attendees'))
        case 'agenda-import':
          return go(agendaHref('import'))
        case 'agenda-export':
          sendPaletteRequest({ kind: 'agenda-export' })
          return go(sectionHref('agenda'))
        case 'shortcuts':
          return sendPaletteRequest({ kind: 'shortcuts' })
        case 'undo':
          return sendPaletteRequest({ kind: 'undo' })
        case 'add-workspace':
          return dialog.openAdd()
        case 'workspace':
          return activateWorkspace(command.workspaceId)
        case 'event':
          return chooseEvent(command.eventId, {
            onError: (e) => toast.error(errorData(e).message),
          })
      }
    },
    [activateWorkspace, chooseEvent, dialog],
  )
}
