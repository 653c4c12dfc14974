/**
 * The catalog service.
 *
 * List, add (typed or pasted), label, remove and import IDs, and record every
 * ID a response mentions with the last known state. The file dialog is a
 * dependency, so this stays free of Electron.
 */
import { readFile, stat } from 'node:fs/promises'
import { basename } from 'node:path'
import { amountIn } from '@shared/byte-size'
import { appError } from '@shared/errors'
import type {
  CatalogChange,
  CatalogEntry,
  CatalogImportReport,
  CatalogKind,
} from '@shared/ipc/channels/catalog'
import type { CatalogData, CatalogStore } from './catalog-store'
import { checkId, parseIdList, type ParsedId } from '@shared/catalog/id-list'

/** Import files larger than this are refused (a list of IDs is a few hundred KB at most). */
const MAX_IMPORT_BYTES = 5 * 1024 * 1024

export interface CatalogDeps {
  store: CatalogStore
  now?: () => number
  /** Shows an open-file dialog; resolves with the chosen path or null if cancelled. */
  chooseFile?: () => Promise<string | null>
  /** Told after every write that changed an event's catalog, with the entries it changed. */
  onChange?: (change: CatalogChange) => void
}

/** Something a response said about a resource. `state` replaces, `patch` merges into, the last known state. */
export interface Observation {
  kind: CatalogKind
  id: string
  state?: Record<string, unknown>
  patch?: Record<string, unknown>
  status?: CatalogEntry['status']
  /** Which answer said it, in words for the "Everything known" view. */
  via?: string
}

type Origin = CatalogEntry['origin']

const isPlain = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * Merges nested plain objects, so patching `profile.picUrl` keeps the rest of `profile`.
 *
 * Member names come from the service's answers: each is read and written as an
 * own member, so `__proto__` is stored as data rather than replacing the prototype.
 */
function merge(
  base: Record<string, unknown>,
  patch: Record<string, unknown>,
): Record<string, unknown> {
  const out = { ...base }
  for (const [key, value] of Object.entries(patch)) {
    const current = Object.hasOwn(out, key) ? out[key] : undefined
    Object.defineProperty(out, key, {
      value: isPlain(current) && isPlain(value) ? merge(current, value) : value,
      enumerable: true,
      writable: true,
      configurable: true,
    })
  }
  return out
}

function entriesOf(data: CatalogData, eventId: string): CatalogEntry[] {
  let list = data.get(eventId)
  if (!list) {
    list = []
    data.set(eventId, list)
  }
  return list
}

export function createCatalog(deps: CatalogDeps) {
  const now = deps.now ?? Date.now
  const iso = (): string => new Date(now()).toISOString()
  const changed = (
    workspaceId: string,
    eventId: string,
    entries: CatalogEntry[],
    removed: CatalogChange['removed'] = [],
  ): void => deps.onChange?.({ workspaceId, eventId, entries, removed })

  async function addParsed(
    workspaceId: string,
    eventId: string,
    kind: CatalogKind,
    ids: (ParsedId & { state?: Record<string, unknown> })[],
    origin: Origin,
    label?: string,
  ): Promise<{ added: number; alreadyKnown: number }> {
    const fresh: CatalogEntry[] = []
    const result = await deps.store.update(workspaceId, (data) => {
      const list = entriesOf(data, eventId)
      const known = new Set(list.filter((e) => e.kind === kind).map((e) => e.id))
      let added = 0
      let alreadyKnown = 0
      for (const parsed of ids) {
        if (known.has(parsed.id)) {
          alreadyKnown++
          continue
        }
        known.add(parsed.id)
        added++
        const entry: CatalogEntry = {
          kind,
          id: parsed.id,
          label: parsed.label ?? label ?? null,
          origin,
          addedAt: iso(),
          seenAt: null,
          state: parsed.state ?? null,
          status: 'active',
        }
        list.push(entry)
        fresh.push(structuredClone(entry))
      }
      return { added, alreadyKnown }
    })
    if (result.added > 0) changed(workspaceId, eventId, fresh)
    return result
  }

  async function importText(
    workspaceId: string,
    eventId: string,
    kind: CatalogKind,
    text: string,
    origin: Origin,
    label?: string,
  ): Promise<CatalogImportReport> {
    const parsed = parseIdList(kind, text)
    if (parsed.ids.length === 0 && parsed.invalid.length === 0) {
      throw appError(
        'invalid-input',
        `No ${kind} IDs found: enter one ID per line, or a CSV file with an "id" column.`,
      )
    }
    const counts = await addParsed(workspaceId, eventId, kind, parsed.ids, origin, label)
    return { ...counts, invalid: parsed.invalid }
  }

  return {
    async list(workspaceId: string, eventId: string, kind?: CatalogKind) {
      const data = await deps.store.read(workspaceId)
      const entries = (data.get(eventId) ?? []).filter((e) => !kind || e.kind === kind)
      return { entries, notice: deps.store.notice(workspaceId) }
    },

    add(workspaceId: string, eventId: string, kind: CatalogKind, text: string, label?: string) {
      return importText(workspaceId, eventId, kind, text, 'entered', label)
    },

    /** Adds IDs Stagehand already knows are valid, with their labels (the demo's own event). */
    addKnown(
      workspaceId: string,
      eventId: string,
      kind: CatalogKind,
      items: { id: string; label: string; state?: Record<string, unknown> }[],
    ) {
      const ids = items.map((item, index) => ({ ...item, line: index + 1 }))
      return addParsed(workspaceId, eventId, kind, ids, 'imported')
    },

    async label(
      workspaceId: string,
      eventId: string,
      kind: CatalogKind,
      rawId: string,
      label: string | null,
    ) {
      const checked = checkId(kind, rawId)
      const id = 'id' in checked ? checked.id : rawId
      const entry = await deps.store.update(workspaceId, (data) => {
        const found = entriesOf(data, eventId).find((e) => e.kind === kind && e.id === id)
        if (found) found.label = label && label.length > 0 ? label : null
        return found && structuredClone(found)
      })
      if (!entry) throw appError('not-found', `That ${kind} is not in the catalog of this event.`)
      changed(workspaceId, eventId, [entry])
      return entry
    },

    async remove(workspaceId: string, eventId: string, kind: CatalogKind, ids: string[]) {
      const targets = new Set(
        ids.map((raw) => {
          const checked = checkId(kind, raw)
          return 'id' in checked ? checked.id : raw
        }),
      )
      const gone = await deps.store.update(workspaceId, (data) => {
        const list = entriesOf(data, eventId)
        const kept = list.filter((e) => !(e.kind === kind && targets.has(e.id)))
        data.set(eventId, kept)
        return list.filter((e) => e.kind === kind && targets.has(e.id)).map((e) => e.id)
      })
      if (gone.length > 0)
        changed(
          workspaceId,
          eventId,
          [],
          gone.map((id) => ({ kind, id })),
        )
      return { removed: gone.length }
    },

    async import(
      workspaceId: string,
      eventId: string,
      kind: CatalogKind,
      source: { kind: 'text'; text: string; fileName?: string } | { kind: 'dialog' },
    ) {
      if (source.kind === 'text') {
        const report = await importText(workspaceId, eventId, kind, source.text, 'imported')
        return { ...report, fileName: source.fileName ?? null, cancelled: false }
      }
      if (!deps.chooseFile) throw appError('internal', 'Choosing a file is not available here.')
      const path = await deps.chooseFile()
      if (!path) return { added: 0, alreadyKnown: 0, invalid: [], fileName: null, cancelled: true }
      const size = (await stat(path)).size
      if (size > MAX_IMPORT_BYTES) {
        throw appError(
          'invalid-input',
          `That file is ${amountIn(size, 'MB')} MB: a list of IDs to import must be under 5 MB.`,
        )
      }
      const text = await readFile(path, 'utf8')
      const report = await importText(workspaceId, eventId, kind, text, 'imported')
      return { ...report, fileName: basename(path), cancelled: false }
    },

    /** Records what a response said. New IDs are added; known ones get seenAt and state. */
    async record(workspaceId: string, eventId: string, observations: Observation[]): Promise<void> {
      if (observations.length === 0) return
      const touched = await deps.store.update(workspaceId, (data) => {
        const list = entriesOf(data, eventId)
        const at = iso()
        const seen = new Set<CatalogEntry>()
        for (const o of observations) {
          let entry = list.find((e) => e.kind === o.kind && e.id === o.id)
          if (!entry) {
            entry = {
              kind: o.kind,
              id: o.id,
              label: null,
              origin: 'response',
              addedAt: at,
              seenAt: null,
              state: null,
              status: 'active',
            }
            list.push(entry)
          }
          if (o.status !== 'not-found') entry.seenAt = at
          entry.status = o.status ?? 'active'
          if (o.via) entry.metIn = o.via.slice(0, 300)
          if (o.state) entry.state = o.state
          if (o.patch) entry.state = merge(entry.state ?? {}, o.patch)
          seen.add(entry)
        }
        return [...seen].map((e) => structuredClone(e))
      })
      changed(workspaceId, eventId, touched)
    },
  }
}

export type Catalog = ReturnType<typeof createCatalog>
