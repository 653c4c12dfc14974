/**
 * Saved views and column choices of the attendee grid, per workspace and
 * event, in one JSON file of the user-data folder. Writes are atomic and
 * serialised (like settings); a corrupt file is moved aside, never silently
 * emptied, and the next read says so.
 */
import { readFile, rename } from 'node:fs/promises'
import { z } from 'zod'
import { appError } from '../../../shared/errors'
import { columnLayoutSchema, savedViewSchema } from '../../../shared/attendees/view-state'
import type {
  ColumnLayout,
  SavedView,
  ViewScope,
  ViewState,
} from '../../../shared/attendees/view-state'
import { writeFileAtomic } from '../settings/atomic-file'

const entrySchema = z.object({
  layout: columnLayoutSchema.nullable().default(null),
  views: z.array(savedViewSchema).default([]),
})
type Entry = z.output<typeof entrySchema>

const fileSchema = z.object({
  version: z.literal(1).default(1),
  /** Key: `<workspaceId> <eventId>` (a space never occurs in either). */
  entries: z.record(z.string(), entrySchema).default({}),
})
type ViewsFile = z.output<typeof fileSchema>

/** Saved views per event: enough for any organizer, small enough to keep the file quick. */
export const MAX_VIEWS_PER_EVENT = 50

export interface ViewStoreDeps {
  path: string
  now?: () => number
  newId: () => string
}

const keyOf = (scope: ViewScope) => `${scope.workspaceId} ${scope.eventId.toLowerCase()}`

export function createViewStore(deps: ViewStoreDeps) {
  const now = deps.now ?? Date.now
  let cache: ViewsFile | null = null
  let queue: Promise<unknown> = Promise.resolve()
  let recovered: string | null = null

  async function load(): Promise<ViewsFile> {
    if (cache) return cache
    let text: string
    try {
      text = await readFile(deps.path, 'utf8')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return (cache = fileSchema.parse({}))
      throw error
    }
    try {
      cache = fileSchema.parse(JSON.parse(text))
    } catch {
      recovered = `${deps.path}.corrupt-${Date.now()}`
      await rename(deps.path, recovered)
      cache = fileSchema.parse({})
    }
    return cache
  }

  /** Applies `change` to one event's entry and writes the file; serialised with other writes. */
  function update<T>(
    scope: ViewScope,
    change: (entry: Entry) => { entry: Entry; result: T },
  ): Promise<T> {
    const next = queue.then(async () => {
      const file = await load()
      const key = keyOf(scope)
      const { entry, result } = change(file.entries[key] ?? { layout: null, views: [] })
      const updated: ViewsFile = { ...file, entries: { ...file.entries, [key]: entry } }
      await writeFileAtomic(deps.path, JSON.stringify(updated))
      cache = updated
      return result
    })
    queue = next.catch(() => undefined)
    return next
  }

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
    /** Set when a corrupt file was moved aside at the last read. */
    get recovered() {
      return recovered
    },

    async get(
      scope: ViewScope,
    ): Promise<{ views: SavedView[]; layout: ColumnLayout | null; recovered: string | null }> {
      await queue
      const entry = (await load()).entries[keyOf(scope)]
      const wasRecovered = recovered
      recovered = null
      return { views: entry?.views ?? [], layout: entry?.layout ?? null, recovered: wasRecovered }
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
