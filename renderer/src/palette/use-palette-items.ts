/**
 * The palette's items for the active workspace, from the caches the screens share.
 *
 * The event's whole catalog and its saved views are read only while the palette is open:
 * the same queries the sections use, so a section already seen answers at once.
 */
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { WorkspaceSummary } from '@shared/workspace'
import { catalogQueries } from '@renderer/data/catalog'
import { viewQueries } from '@renderer/data/views'
import { useWorkspaces } from '@renderer/hooks/use-workspaces'
import { paletteItems, type PaletteItem } from './palette-items'

export function usePaletteItems(workspace: WorkspaceSummary | null, open: boolean): PaletteItem[] {
  const workspaceId = workspace?.id ?? ''
  const eventId = workspace?.eventId ?? ''
  const enabled = open && eventId !== ''
  const workspaces = useWorkspaces().data?.workspaces
  const catalog = useQuery({ ...catalogQueries.list({ workspaceId, eventId }), enabled })
  const views = useQuery({ ...viewQueries.get({ workspaceId, eventId }), enabled })
  const entries = catalog.data?.entries
  const saved = views.data?.views
  return useMemo(
    () =>
      paletteItems({
        workspace,
        workspaces: workspaces ?? (workspace ? [workspace] : []),
        entries: entries ?? [],
        views: saved ?? [],
      }),
    [workspace, workspaces, entries, saved],
  )
}
