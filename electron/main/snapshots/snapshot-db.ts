/**
 * The snapshot database: one SQLite file per profile, private to its owner.
 *
 * Rows are keyed by snapshot and arrival order, so a snapshot's attendees
 * page in the order the service sent them, filtered or not, from an index
 * alone. Custom field names and values are numbered per snapshot (`texts`),
 * which keeps the largest table to four small integers a row and lets a
 * removed snapshot take its words with it. `counts` holds every breakdown's
 * counts, kept up to date page by page, so the overview reads a few hundred
 * rows instead of counting 100,000 attendees (docs/snapshots.md).
 */
import { chmodSync, closeSync, openSync } from 'node:fs'
import { dirname } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { makePrivateDirSync, PRIVATE_FILE_MODE } from '../settings/private-dir'

/**
 * The schema's version, in `user_version`.
 *
 * Version 1 (without `origin`) is brought up to date in place, so the
 * snapshots kept stay; a file of any other version is started afresh.
 */
export const SNAPSHOT_SCHEMA_VERSION = 2

/** The grid's columns a snapshot keeps, as the `attendees` table names them. */
export const ATTENDEE_COLUMNS = [
  'attendee_id',
  'first_name',
  'last_name',
  'email',
  'company',
  'designation',
  'industry',
  'country',
  'status',
  'status_source',
  'ticket_name',
  'created_at',
  'updated_at',
  'day',
] as const

const SCHEMA = `
  CREATE TABLE snapshots (
    n INTEGER PRIMARY KEY AUTOINCREMENT,
    id TEXT NOT NULL UNIQUE,
    workspace_id TEXT NOT NULL,
    event_id TEXT NOT NULL,
    started_at TEXT NOT NULL,
    started_ms INTEGER NOT NULL,
    taken_at TEXT,
    taken_ms INTEGER,
    total INTEGER NOT NULL DEFAULT 0,
    origin TEXT NOT NULL DEFAULT 'take');
  CREATE INDEX snapshots_by_event ON snapshots (workspace_id, event_id, taken_ms);
  CREATE TABLE attendees (
    snapshot_n INTEGER NOT NULL,
    seq INTEGER NOT NULL,
    ${ATTENDEE_COLUMNS.map((c) => `${c} TEXT NOT NULL`).join(', ')},
    PRIMARY KEY (snapshot_n, seq)) WITHOUT ROWID;
  CREATE UNIQUE INDEX attendees_by_id ON attendees (snapshot_n, attendee_id);
  CREATE INDEX attendees_by_status ON attendees (snapshot_n, status);
  CREATE INDEX attendees_by_ticket ON attendees (snapshot_n, ticket_name);
  CREATE INDEX attendees_by_country ON attendees (snapshot_n, country);
  CREATE INDEX attendees_by_day ON attendees (snapshot_n, day);
  CREATE TABLE texts (
    snapshot_n INTEGER NOT NULL,
    n INTEGER NOT NULL,
    text TEXT NOT NULL,
    PRIMARY KEY (snapshot_n, n)) WITHOUT ROWID;
  CREATE UNIQUE INDEX texts_by_text ON texts (snapshot_n, text);
  CREATE TABLE custom_values (
    snapshot_n INTEGER NOT NULL,
    field_n INTEGER NOT NULL,
    value_n INTEGER NOT NULL,
    seq INTEGER NOT NULL,
    PRIMARY KEY (snapshot_n, field_n, value_n, seq)) WITHOUT ROWID;
  CREATE TABLE counts (
    snapshot_n INTEGER NOT NULL,
    key TEXT NOT NULL,
    value TEXT NOT NULL,
    count INTEGER NOT NULL,
    PRIMARY KEY (snapshot_n, key, value)) WITHOUT ROWID;`

/** Creates the file private to its owner before SQLite opens it (SQLite would use 0644). */
function createPrivateFile(path: string): void {
  makePrivateDirSync(dirname(path))
  closeSync(openSync(path, 'a', PRIVATE_FILE_MODE))
  // A file that was there keeps its mode through open: make it private too.
  chmodSync(path, PRIVATE_FILE_MODE)
}

/**
 * Opens (or creates) the snapshot database at `path`.
 *
 * SQLite makes its -wal and -shm files with the database file's mode, so
 * they are private too; sorts and temporary tables stay in memory, so no
 * attendee data lands in the system's temporary folder. Deleted rows are
 * overwritten with zeros (`secure_delete`), so a removed snapshot's
 * attendees are gone from the file, not only unlinked.
 */
export function openSnapshotDb(path: string): DatabaseSync {
  createPrivateFile(path)
  const db = new DatabaseSync(path)
  try {
    db.exec(`
      PRAGMA journal_mode = WAL;
      PRAGMA synchronous = NORMAL;
      PRAGMA temp_store = MEMORY;
      PRAGMA secure_delete = ON;
      PRAGMA cache_size = -32000;`)
    const { user_version: version } = db.prepare('PRAGMA user_version').get() as {
      user_version: number
    }
    if (version === 1) {
      db.exec(`BEGIN; ALTER TABLE snapshots ADD COLUMN origin TEXT NOT NULL DEFAULT 'take';
        PRAGMA user_version = ${SNAPSHOT_SCHEMA_VERSION}; COMMIT;`)
    } else if (version !== SNAPSHOT_SCHEMA_VERSION) {
      // Snapshots are a cache of the service's data: a file of another
      // version is emptied rather than migrated.
      for (const { name } of db
        .prepare("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
        .all() as { name: string }[])
        db.exec(`DROP TABLE "${name.replaceAll('"', '""')}"`)
      // Set before the first table, so removals give their pages back to the system.
      db.exec('PRAGMA auto_vacuum = INCREMENTAL; VACUUM;')
      db.exec(`BEGIN; ${SCHEMA} PRAGMA user_version = ${SNAPSHOT_SCHEMA_VERSION}; COMMIT;`)
    }
    return db
  } catch (error) {
    db.close()
    throw error
  }
}
