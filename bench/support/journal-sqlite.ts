/**
 * The journal as it would be in node:sqlite, for the journal benchmark's comparison.
 *
 * One table, a column per filtered field with an index on each and the
 * entry's JSON, and the search text in an FTS5 trigram index (substrings,
 * case aside, as the shared filter matches). Not the app's storage:
 * docs/journal.md says why ("Why this storage").
 */
import { DatabaseSync, type SQLInputValue } from 'node:sqlite'
import type { JournalFilter } from '@shared/ipc/channels/journal'
import type { JournalEntry } from '@shared/journal/entry'
import { journalEntryText } from '@shared/journal/filter'

export interface SqliteJournal {
  insertAll(entries: readonly JournalEntry[]): void
  put(entry: JournalEntry): void
  list(filter: JournalFilter, limit: number): { entries: JournalEntry[]; total: number }
  close(): void
}

export function openSqliteJournal(path: string): SqliteJournal {
  const db = new DatabaseSync(path)
  // WAL with a flush per commit: each put durable when it returns, as the file store's.
  db.exec(`
    PRAGMA journal_mode = WAL;
    PRAGMA synchronous = FULL;
    CREATE TABLE IF NOT EXISTS entries (
      n INTEGER PRIMARY KEY, id TEXT UNIQUE, at_ms INTEGER, event_id TEXT, kind TEXT,
      outcome TEXT, resource_id TEXT, batch_id TEXT, json TEXT);
    CREATE VIRTUAL TABLE IF NOT EXISTS texts USING fts5(text, tokenize = 'trigram');
    CREATE INDEX IF NOT EXISTS by_at ON entries (at_ms);
    CREATE INDEX IF NOT EXISTS by_event ON entries (event_id, at_ms);
    CREATE INDEX IF NOT EXISTS by_kind ON entries (kind, at_ms);
    CREATE INDEX IF NOT EXISTS by_outcome ON entries (outcome, at_ms);
    CREATE INDEX IF NOT EXISTS by_resource ON entries (resource_id, at_ms);
    CREATE INDEX IF NOT EXISTS by_batch ON entries (batch_id);`)
  const insertEntry = db.prepare(
    'INSERT INTO entries (id, at_ms, event_id, kind, outcome, resource_id, batch_id, json) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  )
  const insertText = db.prepare('INSERT INTO texts (rowid, text) VALUES (?, ?)')
  const insert = (e: JournalEntry) => {
    const { lastInsertRowid } = insertEntry.run(...row(e))
    insertText.run(lastInsertRowid, journalEntryText(e))
  }
  const row = (e: JournalEntry): SQLInputValue[] => [
    e.id,
    Date.parse(e.at),
    e.eventId.toLowerCase(),
    e.resource.kind,
    e.outcome.status,
    `${e.resource.kind}:${e.resource.id}`,
    e.batchId,
    JSON.stringify(e),
  ]

  function where(filter: JournalFilter): { sql: string; params: SQLInputValue[] } {
    const parts: string[] = []
    const params: SQLInputValue[] = []
    const inList = (column: string, values: readonly string[]) => {
      parts.push(`${column} IN (${values.map(() => '?').join(', ')})`)
      params.push(...values)
    }
    if (filter.eventId !== undefined) inList('event_id', [filter.eventId.toLowerCase()])
    if (filter.kinds?.length) inList('kind', filter.kinds)
    if (filter.outcomes?.length) inList('outcome', filter.outcomes)
    if (filter.resource) inList('resource_id', [`${filter.resource.kind}:${filter.resource.id}`])
    if (filter.batchId !== undefined) inList('batch_id', [filter.batchId])
    if (filter.since !== undefined) {
      parts.push('at_ms >= ?')
      params.push(Date.parse(filter.since))
    }
    const text = filter.text?.trim().toLowerCase()
    // A trigram index finds substrings of three characters or more.
    if (text && text.length >= 3) {
      parts.push('n IN (SELECT rowid FROM texts WHERE texts MATCH ?)')
      params.push(`"${text.replaceAll('"', '""')}"`)
    } else if (text) {
      parts.push('n IN (SELECT rowid FROM texts WHERE instr(text, ?) > 0)')
      params.push(text)
    }
    return { sql: parts.length ? `WHERE ${parts.join(' AND ')}` : '', params }
  }

  return {
    insertAll(entries) {
      db.exec('BEGIN')
      for (const entry of entries) insert(entry)
      db.exec('COMMIT')
    },
    put(entry) {
      db.exec('BEGIN')
      insert(entry)
      db.exec('COMMIT')
    },
    list(filter, limit) {
      const { sql, params } = where(filter)
      const count = db.prepare(`SELECT count(*) AS n FROM entries ${sql}`).get(...params) as {
        n: number
      }
      const rows = db
        .prepare(`SELECT json FROM entries ${sql} ORDER BY at_ms DESC LIMIT ?`)
        .all(...params, limit) as { json: string }[]
      return { entries: rows.map((r) => JSON.parse(r.json) as JournalEntry), total: count.n }
    },
    close: () => db.close(),
  }
}
