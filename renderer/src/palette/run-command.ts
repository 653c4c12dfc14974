/**
 * What a palette pick does.
 *
 * A section, or a speaker, sponsor, location, session or saved view is a place: the hash
 * route changes, the one a stagehand:// link names (links/place-route.ts), and the section
 * shows it as it shows a followed link. The exports, the window's Undo and the shortcuts
 * list are asked of a screen with a request it meets (requests.ts); a workspace or a recent
 * event is switched to as the switcher and the event picker do.
 */
import { useCallback } from 'react'
import type { WorkspaceSummary } from '@shared/workspace'
import { useActivateWorkspace, useSetEvent } from '@renderer/hooks/use-workspace-mutations'
import { sectionHref } from '@renderer/hooks/use-section-route'
import { errorData } from '@renderer/lib/errors'
import { placeHref } from '@renderer/links/place-route'
import { agendaHref } from '@renderer/sections/agenda/agenda-route'
import { useWorkspaceDialog } from '@renderer/workspaces/dialog-context'
import { toast } from 'sonner'
import type { PaletteCommand } from './palette-items'
import { sendPaletteRequest } from './requests'

function go(href: string): void {
  window.location.hash = href
}

/**
 * Whether the command's target takes the focus itself (a dialog, a shown card or row).
 *
 * A place already named stays as it is, so the focus goes back to where it was.
 */
export function takesFocus(command: PaletteCommand): boolean {
  if (command.type === 'entry')
    return (
      command.kind !== 'session' && window.location.hash !== placeHref(command.kind, command.id)
    )
  return ['export', 'shortcuts', 'undo', 'add-workspace'].includes(command.type)
}

export function useRunCommand(
  workspace: WorkspaceSummary | null,
): (command: PaletteCommand) => void {
  const activate = useActivateWorkspace()
  const setEvent = useSetEvent(workspace?.id ?? '')
  const dialog = useWorkspaceDialog()
  const { mutate: activateWorkspace } = activate
  const { mutate: chooseEvent } = setEvent
  return useCallback(
    (command: PaletteCommand) => {
      switch (command.type) {
        case 'section':
          return go(sectionHref(command.section))
        case 'entry':
          return go(placeHref(command.kind, command.id))
        case 'view':
          return go(placeHref('view', command.viewId))
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
