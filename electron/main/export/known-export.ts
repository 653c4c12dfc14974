/**
 * Exports "Everything known" of an event as a CSV file.
 *
 * Every ID of the catalog with its kind, name, status, where it was met and
 * when last seen, through the save dialog the export of attendees uses. Same
 * file rules as that export (electron/main/export/csv-writer.ts): RFC 4180
 * quoting, CRLF, UTF-8 with a byte-order mark, formula-looking cells
 * neutralised. The dialog is a dependency, so this stays free of Electron.
 */
import { basename, join } from 'node:path'
import { stringify } from 'csv-stringify/sync'
import { neutraliseCell } from '@shared/attendees/cell-format'
import { KNOWN_CSV_HEADER, knownCsvCells, sortKnown } from '@shared/catalog/known'
import type { CatalogEntry } from '@shared/ipc/channels/catalog'
import type { SaveDialogOptions } from './export-service'
import { STRINGIFY_OPTIONS, UTF8_BOM } from './csv-writer'
import { writeFileAtomic } from '../settings/atomic-file'
import type { Catalog } from '../catalog/catalog'

export interface KnownExportDeps {
  catalog: Pick<Catalog, 'list'>
  showSaveDialog(options: SaveDialogOptions): Promise<string | null>
  /** Where the dialog opens (the Downloads folder in the app). */
  defaultDir?: string
  now?: () => number
}

/** The whole file, header first; entries in kind then name order, as the view lists them. */
export function knownCsv(entries: readonly CatalogEntry[]): string {
  const rows = [[...KNOWN_CSV_HEADER], ...sortKnown(entries).map(knownCsvCells)].map((cells) =>
    cells.map(neutraliseCell),
  )
  return UTF8_BOM + stringify(rows, STRINGIFY_OPTIONS)
}

/** `stagehand-known-<event start>-<date>.csv`: which event and when, without the full UUID. */
export function knownFileName(eventId: string, at: number): string {
  return `stagehand-known-${eventId.slice(0, 8)}-${new Date(at).toISOString().slice(0, 10)}.csv`
}

export function createKnownExport(deps: KnownExportDeps) {
  const now = deps.now ?? Date.now
  return {
    async export(
      workspaceId: string,
      eventId: string,
    ): Promise<{ saved: boolean; fileName: string | null; path: string | null; rows: number }> {
      const { entries } = await deps.catalog.list(workspaceId, eventId)
      const name = knownFileName(eventId, now())
      const path = await deps.showSaveDialog({
        title: 'Export everything known as CSV',
        defaultPath: deps.defaultDir ? join(deps.defaultDir, name) : name,
        filters: [{ name: 'CSV (comma-separated values)', extensions: ['csv'] }],
      })
      if (!path) return { saved: false, fileName: null, path: null, rows: 0 }
      await writeFileAtomic(path, knownCsv(entries))
      return {
        saved: true,
        fileName: basename(path),
        path,
        rows: entries.length,
      }
    },
  }
}

export type KnownExport = ReturnType<typeof createKnownExport>
