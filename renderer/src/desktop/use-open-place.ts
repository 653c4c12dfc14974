/**
 * Shows a workspace with an event, and a section: where a notification's job
 * or a recent event chosen in the app menu is.
 */
import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { toast } from 'sonner'
import { activateWorkspace, chooseEvent, workspaceQueries } from '@renderer/data/workspaces'
import { sectionHref } from '@renderer/hooks/use-section-route'
import { errorData } from '@renderer/lib/errors'
import type { SectionId } from '../lib/sections'

export interface Place {
  workspaceId: string
  eventId: string | null
  /** Null: stay in the current section. */
  section: SectionId | null
}

export function useOpenPlace(): (place: Place) => Promise<void> {
  const client = useQueryClient()
  return useCallback(
    async ({ workspaceId, eventId, section }: Place) => {
      try {
        // Read afresh: the workspace may have come since the list was last read.
        const state = await client.fetchQuery({ ...workspaceQueries.list(), staleTime: 0 })
        const workspace = state.workspaces.find((w) => w.id === workspaceId)
        if (!workspace) {
          toast.error('That workspace is no longer in Stagehand, so it cannot be opened.')
          return
        }
        if (state.activeWorkspaceId !== workspaceId) await activateWorkspace(client, workspaceId)
        if (eventId && workspace.eventId !== eventId)
          await chooseEvent(client, workspaceId, eventId)
        if (section) window.location.hash = sectionHref(section)
      } catch (error) {
        toast.error(errorData(error).message)
      }
    },
    [client],
  )
}
