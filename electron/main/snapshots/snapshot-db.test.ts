import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { describe, expect, it } from 'vitest'
import { sketchedAttendee, snapshotStorePerTest } from '@test-support/snapshot-attendees'
import { openSnapshotStore } from './snapshot-store'

const rig = snapshotStorePerTest()
const mode = (path: string) => statSync(path).mode & 0o777
const posix = process.platform !== 'win32'

describe('the snapshot database on disk', () => {
  it.runIf(posix)('is a file of its owner alone, in folders of its owner alone', () => {
    const store = rig.store()
    const id = store.begin('ws-1', 'ev-1', '2026-03-01T10:00:00.000Z')
    store.addPage(id, [sketchedAttendee({ id: 'a1' })])
    const folder = dirname(rig.path())
    expect(mode(folder)).toBe(0o700)
    expect(mode(dirname(folder))).toBe(0o700)
    const files = readdirSync(folder)
    expect(files).toEqual(expect.arrayContaining(['snapshots.sqlite', 'snapshots.sqlite-wal']))
    for (const file of files) expect([file, mode(join(folder, file))]).toEqual([file, 0o600])
  })

  it.runIf(posix)('makes a file that was there private', () => {
    const path = join(rig.dir(), 'loose', 'snapshots.sqlite')
    mkdirSync(dirname(path), { mode: 0o755 })
    writeFileSync(path, '', { mode: 0o644 })
    openSnapshotStore({ path }).close()
    expect(mode(path)).toBe(0o600)
  })

  it('keeps snapshots across a restart', () => {
    const id = rig.snapshot('ev-1', '2026-03-01T10:00:00.000Z', [{ id: 'a1' }, { id: 'a2' }])
    const reopened = rig.reopen()
    expect(reopened.latest('ws-1', 'ev-1')?.total).toBe(2)
    expect(reopened.overview(id, null)?.total).toBe(2)
  })

  it('keeps the snapshots of a file from before snapshots had an origin', () => {
    const id = rig.snapshot('ev-1', '2026-03-01T10:00:00.000Z', [{ id: 'a1' }])
    rig.store().begin('ws-1', 'ev-2', '2026-03-02T10:00:00.000Z')
    rig.store().close()
    // The file as version 1 wrote it.
    const db = new DatabaseSync(rig.path())
    db.exec('ALTER TABLE snapshots DROP COLUMN origin; PRAGMA user_version = 1;')
    db.close()
    const reopened = rig.reopen()
    expect(reopened.latest('ws-1', 'ev-1')?.snapshotId).toBe(id)
    expect(reopened.unfinished().map((s) => [s.eventId, s.origin])).toEqual([['ev-2', 'take']])
  })

  it('leaves no trace of a removed workspace’s attendees in the file', async () => {
    const marker = 'unmistakable-surname-7f3a'
    rig.snapshot('ev-1', '2026-03-01T10:00:00.000Z', [
      { id: 'a1', firstName: marker, custom: { motto: `${marker}-motto` } },
    ])
    rig.store().removeWorkspace('ws-1')
    await rig.store().swept()
    rig.store().close()
    const bytes = readdirSync(dirname(rig.path()))
      .map((file) => readFileSync(join(dirname(rig.path()), file)).toString('latin1'))
      .join('')
    expect(bytes).not.toContain(marker)
  })
})
