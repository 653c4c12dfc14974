/**
 * The filtered change journal to a file the user picks: CSV or JSON.
 *
 * CSV has a row per changed field (shared/journal/csv.ts) under the same
 * file rules as the app's other CSV files (electron/main/export/csv-writer.ts):
 * RFC 4180 quoting, CRLF, UTF-8 with a byte-order mark, formula-looking
 * cells neutralised. JSON is the array of entries as the journal holds them.
 * The dialog is a dependency, so this stays free of Electron.
 */
import { join } from 'node:path'
import { neutraliseCell } from '@shared/attendees/cell-format'
import type { JournalFilter } from '@shared/ipc/channels/journal'
import type { JournalEntry } from '@shared/journal/entry'
import { JOURNAL_CSV_HEADER, journalCsvRows } from '@shared/journal/csv'
import type { SaveDialogOptions } from '../export/export-service'
import { UTF8_BOM, csvLines } from '../export/csv-writer'
import { writeFileAtomic } from '../settings/atomic-file'
import type { JournalStores } from './journal-store'

export interface JournalExportDeps {
  stores: JournalStores
  showSaveDialog(options: SaveDialogOptions): Promise<string | null>
  /** Where the dialog opens (the Downloads folder in the app). */
  defaultDir?: string
  now: () => number
  /** The entries named as History names them (entry-names.ts). */
  named?: (workspaceId: string, entries: JournalEntry[]) => Promise<JournalEntry[]>
}

/** The whole CSV file, header first, entries as listed (newest first). */
export function journalCsv(entries: readonly JournalEntry[]): string {
  const rows = [[...JOURNAL_CSV_HEADER], ...entries.flatMap(journalCsvRows)].map((cells) =>
    cells.map(neutraliseCell),
  )
  return UTF8_BOM + csvLines(rows)
}

export function createJournalExport(deps: JournalExportDeps) {
  return {
    async export(
      workspaceId: string,
      filter: JournalFilter,
      format: 'csv' | 'json',
    ): Promise<{ path: string | null; entries: number; cancelled: boolean }> {
      const store = await deps.stores.of(workspaceId)
      const listed = store.list(filter, Number.MAX_SAFE_INTEGER).entries
      const entries = deps.named ? await deps.named(workspaceId, listed) : listed
      const name = `stagehand-journal-${new Date(deps.now()).toISOString().slice(0, 10)}.${format}`
      const path = await deps.showSaveDialog({
        title:
          format === 'csv'
            ? 'Export the change journal as CSV'
            : 'Export the change journal as JSON',
        defaultPath: deps.defaultDir ? join(deps.defaultDir, name) : name,
        filters: [
          format === 'csv'
            ? { name: 'CSV (comma-separated values)', extensions: ['csv'] }
            : { name: 'JSON', extensions: ['json'] },
        ],
      })
      if (!path) return { path: null, entries: 0, cancelled: true }
      const text = format === 'csv' ? journalCsv(entries) : `${JSON.stringify(entries, null, 2)}\n`
      await writeFileAtomic(path, text)
      return { path, entries: entries.length, cancelled: false }
    },
  }
}

export type JournalExport = ReturnType<typeof createJournalExport>
