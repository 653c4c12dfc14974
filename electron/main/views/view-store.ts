/**
 * Saved views and column choices of the attendee grid, per workspace and event.
 *
 * Kept in one JSON file of the user-data folder. Writes are atomic and
 * serialised (like settings); a corrupt file is moved aside, never silently
 * emptied, and the next read says so.
 */
import { z } from 'zod'
import { appError } from '@shared/errors'
import {
  columnLayoutSchema,
  savedViewSchema,
  type ColumnLayout,
  type SavedView,
  type ViewScope,
  type ViewState,
} from '@shared/attendees/view-state'
import { createKeyedJsonStore } from '../settings/keyed-json-store'

const entrySchema = z.object({
  layout: columnLayoutSchema.nullable().default(null),
  views: z.array(savedViewSchema).default([]),
})
type Entry = z.output<typeof entrySchema>

/** Saved views per event: enough for any organizer, small enough to keep the file quick. */
export const MAX_VIEWS_PER_EVENT = 50

export interface ViewStoreDeps {
  path: string
  now?: () => number
  newId: () => string
}

export function createViewStore(deps: ViewStoreDeps) {
  const now = deps.now ?? Date.now
  const store = createKeyedJsonStore({
    path: deps.path,
    field: 'entries',
    entrySchema,
    emptyEntry: (): Entry => ({ layout: null, views: [] }),
    now,
  })
  const update = <T>(scope: ViewScope, change: (entry: Entry) => { entry: Entry; result: T }) =>
    store.update(scope, change)

  function findView(entry: Entry, viewId: string): SavedView {
    const view = entry.views.find((v) => v.id === viewId)
    if (!view) throw appError('not-found', 'That saved view no longer exists.')
    return view
  }

  function uniqueName(entry: Entry, name: string, exceptId?: string): void {
    const taken = entry.views.some(
      (v) => v.id !== exceptId && v.name.toLowerCase() === name.toLowerCase(),
    )
    if (taken) {
      throw appError('invalid-input', `A view named "${name}" already exists.`, {
        fieldErrors: { name: 'A view with this name already exists' },
      })
    }
  }

  return {
    async get(
      scope: ViewScope,
    ): Promise<{ views: SavedView[]; layout: ColumnLayout | null; recovered: string | null }> {
      const entry = await store.read(scope)
      return { views: entry.views, layout: entry.layout, recovered: store.takeRecovered() }
    },

    /** Creates a view, or replaces the state of an existing one (same id). */
    save(
      scope: ViewScope,
      input: { id?: string; name: string; state: ViewState },
    ): Promise<SavedView> {
      return update(scope, (entry) => {
        const at = new Date(now()).toISOString()
        const name = input.name.trim()
        if (input.id) {
          const existing = findView(entry, input.id)
          uniqueName(entry, name, existing.id)
          const saved = { ...existing, name, state: input.state, updatedAt: at }
          return {
            entry: { ...entry, views: entry.views.map((v) => (v.id === saved.id ? saved : v)) },
            result: saved,
          }
        }
        uniqueName(entry, name)
        if (entry.views.length >= MAX_VIEWS_PER_EVENT) {
          throw appError(
            'invalid-input',
            `An event can keep at most ${MAX_VIEWS_PER_EVENT} saved views; delete one first.`,
          )
        }
        const saved: SavedView = {
          id: deps.newId(),
          name,
          state: input.state,
          createdAt: at,
          updatedAt: at,
        }
        return { entry: { ...entry, views: [...entry.views, saved] }, result: saved }
      })
    },

    rename(scope: ViewScope, viewId: string, name: string): Promise<SavedView> {
      return update(scope, (entry) => {
        const trimmed = name.trim()
        const existing = findView(entry, viewId)
        uniqueName(entry, trimmed, viewId)
        const saved = { ...existing, name: trimmed, updatedAt: new Date(now()).toISOString() }
        return {
          entry: { ...entry, views: entry.views.map((v) => (v.id === viewId ? saved : v)) },
          result: saved,
        }
      })
    },

    remove(scope: ViewScope, viewId: string): Promise<{ deleted: true }> {
      return update(scope, (entry) => {
        findView(entry, viewId)
        return {
          entry: { ...entry, views: entry.views.filter((v) => v.id !== viewId) },
          result: { deleted: true as const },
        }
      })
    },

    /** The grid's column choices for the event (remembered without saving a view). */
    setLayout(scope: ViewScope, layout: ColumnLayout): Promise<{ saved: true }> {
      return update(scope, (entry) => ({
        entry: { ...entry, layout },
        result: { saved: true as const },
      }))
    },
  }
}

export type ViewStore = ReturnType<typeof createViewStore>
