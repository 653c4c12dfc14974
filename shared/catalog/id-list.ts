/**
 * Reads IDs from text the user typed, pasted or imported.
 *
 * One ID per line (commas, semicolons and spaces also separate), or CSV with a
 * header row that has an `id` column (and optionally `label` or `name`). An
 * address copied from the dashboard gives the ID it holds (ids/id-in-text.ts),
 * marked so the preview can say which ID was taken. Every line that cannot be
 * used is reported with its number and why; nothing is dropped silently.
 */
import { UUID_PATTERN } from '../api/schemas'
import { idInText, isAddress, uuidsIn } from '../ids/id-in-text'
import type { CatalogKind } from '../ipc/channels/catalog'

export interface ParsedId {
  id: string
  label?: string
  line: number
  /** Set when the ID was taken from an address. */
  fromAddress?: true
}

export interface InvalidLine {
  line: number
  text: string
  reason: string
}

export interface ParsedIdList {
  ids: ParsedId[]
  invalid: InvalidLine[]
}

/** Returns the normalised ID, or why it is not one. */
export function checkId(
  kind: CatalogKind,
  raw: string,
): { id: string; fromAddress?: true } | { reason: string } {
  const text = raw.trim()
  if (isAddress(text)) {
    const found = idInText(text, kind)
    if ('id' in found) return { id: found.id, fromAddress: true }
    return {
      reason:
        uuidsIn(text).length > 1
          ? `an address with several IDs, none after “/${kind}/”`
          : `an address with no ${kind} ID in it`,
    }
  }
  if (kind === 'session') {
    // The API says only that a sessionId is a string; it still travels in a URL path.
    if (text.length === 0 || text.length > 200 || /[\s/?#\\]/.test(text)) {
      return { reason: 'not a session ID (no spaces or slashes, at most 200 characters)' }
    }
    return { id: text }
  }
  const id = text.toLowerCase()
  return UUID_PATTERN.test(id)
    ? { id }
    : { reason: `not a ${kind} ID (one looks like 3f2b8c1e-9a4d-4e6f-8b1a-2c3d4e5f6a7b)` }
}

/** RFC 4180 rows with the line each starts on; quoted fields may hold delimiters, quotes and newlines. */
export function parseCsv(text: string, delimiter: string): { cells: string[]; line: number }[] {
  const rows: { cells: string[]; line: number }[] = []
  let cells: string[] = []
  let cell = ''
  let quoted = false
  let line = 1
  let rowLine = 1
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"'
        i++
      } else if (ch === '"') quoted = false
      else {
        if (ch === '\n') line++
        cell += ch
      }
    } else if (ch === '"' && cell.length === 0) quoted = true
    else if (ch === delimiter) {
      cells.push(cell)
      cell = ''
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++
      cells.push(cell)
      rows.push({ cells, line: rowLine })
      cells = []
      cell = ''
      line++
      rowLine = line
    } else cell += ch
  }
  if (cell.length > 0 || cells.length > 0) {
    cells.push(cell)
    rows.push({ cells, line: rowLine })
  }
  return rows
}

const DELIMITERS = [',', ';', '\t']

function csvHeader(
  firstLine: string,
): { delimiter: string; idColumn: number; labelColumn: number } | null {
  for (const delimiter of DELIMITERS) {
    const header = parseCsv(firstLine, delimiter)[0]?.cells.map((c) => c.trim().toLowerCase()) ?? []
    const idColumn = header.indexOf('id')
    if (idColumn >= 0) {
      const labelColumn = header.findIndex((c) => c === 'label' || c === 'name')
      return { delimiter, idColumn, labelColumn }
    }
  }
  return null
}

export function parseIdList(kind: CatalogKind, input: string): ParsedIdList {
  const text = input.replace(/^\uFEFF/, '')
  const lines = text.split(/\r\n|\n|\r/)
  const ids: ParsedId[] = []
  const invalid: InvalidLine[] = []
  const firstIndex = lines.findIndex((l) => l.trim().length > 0)
  const header = firstIndex >= 0 ? csvHeader(lines[firstIndex]!) : null

  if (header) {
    const rows = parseCsv(text, header.delimiter).slice(firstIndex + 1)
    for (const row of rows) {
      if (row.cells.every((c) => c.trim() === '')) continue
      const raw = row.cells[header.idColumn] ?? ''
      const checked = checkId(kind, raw)
      const line = row.line
      if ('reason' in checked) {
        invalid.push({
          line,
          text: row.cells.join(header.delimiter),
          reason: raw.trim() ? checked.reason : 'the id column is empty',
        })
        continue
      }
      const label = header.labelColumn >= 0 ? row.cells[header.labelColumn]?.trim() : undefined
      ids.push({ ...checked, line, ...(label ? { label } : {}) })
    }
    return { ids, invalid }
  }

  lines.forEach((content, index) => {
    const trimmed = content.trim()
    if (trimmed.length === 0 || trimmed.startsWith('#')) return
    for (const token of trimmed.split(/[\s,;]+/).filter(Boolean)) {
      const checked = checkId(kind, token)
      if ('reason' in checked)
        invalid.push({ line: index + 1, text: token, reason: checked.reason })
      else ids.push({ ...checked, line: index + 1 })
    }
  })
  return { ids, invalid }
}
