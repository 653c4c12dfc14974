/**
 * Everything the palette offers, as data: each item's title, what it is, and the command
 * a pick runs.
 *
 * Pure: built from the workspaces, the event's catalog and its saved views, so what is
 * offered is tested without a screen. Items with `everyday` are listed before anything is
 * typed; catalog entries only once typed for (an event can know thousands), or when picked
 * recently.
 */
import type { CatalogEntry, CatalogKind } from '@shared/ipc/channels/catalog'
import type { SavedView } from '@shared/attendees/view-state'
import { entryName, sortKnown } from '@shared/catalog/known'
import type { WorkspaceSummary } from '@shared/workspace'
import { SECTIONS, type SectionId } from '@renderer/lib/sections'
import type { Rankable } from './rank'

export type PaletteCommand =
  | { type: 'section'; section: SectionId }
  | { type: 'entry'; kind: CatalogKind; id: string }
  | { type: 'view'; viewId: string }
  | { type: 'event'; eventId: string }
  | { type: 'workspace'; workspaceId: string }
  | { type: 'add-workspace' }
  | { type: 'export' }
  | { type: 'shortcuts' }
  | { type: 'undo' }
  | { type: 'agenda-import' }
  | { type: 'agenda-export' }

export interface PaletteItem extends Rankable {
  /** What the item is, shown beside it: "Section", "Speaker", "Action"… */
  kind: string
  /** A second line: an entry's ID, a workspace's address. */
  detail?: string
  command: PaletteCommand
  everyday: boolean
}

export interface PaletteSources {
  /** Null on the welcome screen: no workspace yet, so no section, event or catalog. */
  workspace: WorkspaceSummary | null
  workspaces: readonly WorkspaceSummary[]
  /** The current event's catalog, every kind. */
  entries: readonly CatalogEntry[]
  /** The current event's saved attendee views. */
  views: readonly SavedView[]
}

export const KIND_LABEL: Record<CatalogKind, string> = {
  session: 'Session',
  speaker: 'Speaker',
  sponsor: 'Sponsor',
  location: 'Location',
}

function actions({ workspace }: PaletteSources): PaletteItem[] {
  const items: PaletteItem[] = []
  if (workspace?.eventId)
    items.push({
      key: 'action:export',
      title: 'Export attendees as CSV…',
      kind: 'Action',
      command: { type: 'export' },
      everyday: true,
    })
  if (workspace?.eventId)
    items.push(
      {
        key: 'action:agenda-import',
        title: 'Import an agenda spreadsheet…',
        kind: 'Action',
        command: { type: 'agenda-import' },
        everyday: true,
      },
      {
        key: 'action:agenda-export',
        title: 'Export the agenda’s sessions as CSV…',
        kind: 'Action',
        command: { type: 'agenda-export' },
        everyday: true,
      },
    )
  if (workspace)
    items.push({
      key: 'action:undo',
      title: 'Undo the last change…',
      kind: 'Action',
      command: { type: 'undo' },
      everyday: true,
    })
  items.push(
    {
      key: 'action:add-workspace',
      title: 'Add a workspace…',
      kind: 'Action',
      command: { type: 'add-workspace' },
      everyday: true,
    },
    {
      key: 'action:shortcuts',
      title: 'Show keyboard shortcuts',
      kind: 'Action',
      command: { type: 'shortcuts' },
      everyday: true,
    },
  )
  return items
}

function places({ workspace, workspaces, views }: PaletteSources): PaletteItem[] {
  if (!workspace) return []
  const sections = SECTIONS.map((s): PaletteItem => ({
    key: `section:${s.id}`,
    title: s.label,
    kind: 'Section',
    command: { type: 'section', section: s.id },
    everyday: true,
  }))
  const savedViews = workspace.eventId
    ? views.map((v): PaletteItem => ({
        key: `view:${workspace.eventId}:${v.id}`,
        title: v.name,
        kind: 'Attendee view',
        command: { type: 'view', viewId: v.id },
        everyday: true,
      }))
    : []
  const events = workspace.recentEventIds
    .filter((id) => id !== workspace.eventId)
    .map((id): PaletteItem => ({
      key: `event:${id}`,
      title: workspace.eventNames[id] ?? `Event ${id}`,
      id,
      kind: 'Recent event',
      command: { type: 'event', eventId: id },
      everyday: true,
    }))
  const others = workspaces
    .filter((w) => w.id !== workspace.id)
    .map((w): PaletteItem => ({
      key: `workspace:${w.id}`,
      title: `Switch to ${w.name}`,
      kind: 'Workspace',
      detail: w.baseUrl,
      command: { type: 'workspace', workspaceId: w.id },
      everyday: true,
    }))
  return [...sections, ...savedViews, ...events, ...others]
}

function entries({ entries }: PaletteSources): PaletteItem[] {
  return sortKnown(entries.filter((e) => e.status !== 'deleted')).map((e) => ({
    key: `${e.kind}:${e.id}`,
    title: entryName(e) ?? e.id,
    id: e.id,
    kind: KIND_LABEL[e.kind],
    detail: e.id,
    command: { type: 'entry', kind: e.kind, id: e.id },
    everyday: false,
  }))
}

/** Actions, sections, saved views, recent events, other workspaces, then the catalog. */
export function paletteItems(sources: PaletteSources): PaletteItem[] {
  return [...actions(sources), ...places(sources), ...entries(sources)]
}
