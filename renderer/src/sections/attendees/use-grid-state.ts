/**
 * What the attendee grid shows.
 *
 * The applied filter, sort, page and page size (server-side, so they form the
 * request), and the column layout, remembered per workspace and event in main
 * (views:setLayout). Filter, sort and page-size changes go back to page 1. The
 * request and the view in use are kept while the user is on another screen
 * (kept-view.ts). While the remembered columns cannot be read, the grid
 * shows the defaults and remembers no change (the section says so).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { FilterCondition, SortKey } from '@shared/api/filter-grammar'
import { FIRST_PAGE_QUERY, type PageQuery } from '@shared/first-screen'
import type { ColumnLayout, SavedView, ViewState } from '@shared/attendees/view-state'
import { saveLayout, viewQueries } from '@renderer/data/views'
import { keepView, keptView } from './kept-view'
import { defaultLayout } from './layout-ops'

export type GridQuery = PageQuery

export const DEFAULT_PAGE_SIZE = FIRST_PAGE_QUERY.pageSize
const SAVE_DELAY_MS = 400

/** The request of a grid opened afresh: first page, no filter or sort. */
export const INITIAL_QUERY: GridQuery = FIRST_PAGE_QUERY

export function useViews(workspaceId: string, eventId: string) {
  return useQuery(viewQueries.get({ workspaceId, eventId }))
}

export function useGridState(workspaceId: string, eventId: string) {
  const views = useViews(workspaceId, eventId)
  const client = useQueryClient()
  // Leaving the screen and coming back starts from where it was left (kept-view.ts).
  const [query, setQuery] = useState<GridQuery>(
    () => keptView(workspaceId, eventId).query ?? INITIAL_QUERY,
  )
  const [edited, setEdited] = useState<ColumnLayout | null>(null)
  const [activeViewId, setActiveViewId] = useState<string | null>(
    () => keptView(workspaceId, eventId).activeViewId ?? null,
  )
  useEffect(
    () => keepView(workspaceId, eventId, { query, activeViewId }),
    [workspaceId, eventId, query, activeViewId],
  )
  const layout = edited ?? views.data?.layout ?? (views.isPending ? null : defaultLayout())
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; layout: ColumnLayout } | null>(
    null,
  )

  const flush = useCallback(() => {
    const next = pending.current
    if (!next) return
    clearTimeout(next.timer)
    pending.current = null
    void saveLayout({ workspaceId, eventId, layout: next.layout }).catch(() => undefined)
  }, [workspaceId, eventId])

  // A layout change still waiting for its save is written when the grid goes away.
  useEffect(() => flush, [flush])

  // The layout the next change starts from (kept current after every render).
  const latest = useRef<ColumnLayout | null>(layout)
  useEffect(() => {
    latest.current = layout
  })

  /** Changes the columns and remembers them for this event (saved shortly after). */
  const updateLayout = useCallback(
    (change: (current: ColumnLayout) => ColumnLayout) => {
      // Nothing to change before the remembered columns are read: the defaults would win.
      const base = latest.current
      if (!base) return
      const next = change(base)
      if (next === base) return
      latest.current = next
      setEdited(next)
      // The stored views as cached here follow at once: the screen, left and opened again
      // (or another event and back), starts from this layout, not from the one first read.
      client.setQueryData(viewQueries.get({ workspaceId, eventId }).queryKey, (stored) =>
        stored ? { ...stored, layout: next } : stored,
      )
      // Until the remembered columns are read, a change is shown and not saved: a layout
      // built on the defaults would replace the one kept in main, unseen. Read from the
      // cache, not a render: a child's effect may change the columns before this renders.
      const stored = client.getQueryState(viewQueries.get({ workspaceId, eventId }).queryKey)
      if (stored?.status !== 'success') return
      if (pending.current) clearTimeout(pending.current.timer)
      pending.current = { layout: next, timer: setTimeout(flush, SAVE_DELAY_MS) }
    },
    [flush, client, workspaceId, eventId],
  )

  const setFilter = useCallback(
    (filter: FilterCondition[]) => setQuery((q) => ({ ...q, filter, page: 1 })),
    [],
  )
  const setSort = useCallback((sort: SortKey[]) => setQuery((q) => ({ ...q, sort, page: 1 })), [])
  const setPageSize = useCallback(
    (pageSize: number) => setQuery((q) => ({ ...q, pageSize, page: 1 })),
    [],
  )
  const setPage = useCallback(
    (page: number) => setQuery((q) => ({ ...q, page: Math.max(1, page) })),
    [],
  )

  const applyView = useCallback(
    (view: SavedView) => {
      setActiveViewId(view.id)
      setQuery({
        filter: view.state.filter,
        sort: view.state.sort,
        pageSize: view.state.pageSize,
        page: 1,
      })
      updateLayout(() => view.state.columns)
    },
    [updateLayout],
  )

  const currentState = useCallback(
    (): ViewState | null =>
      layout
        ? { filter: query.filter, sort: query.sort, pageSize: query.pageSize, columns: layout }
        : null,
    [layout, query],
  )

  return {
    views,
    query,
    layout,
    activeViewId,
    setActiveViewId,
    setFilter,
    setSort,
    setPage,
    setPageSize,
    updateLayout,
    applyView,
    currentState,
  }
}

export type GridState = ReturnType<typeof useGridState>
