/**
 * Main's time for one page of a full export kept as a snapshot, by part:
 * reading the page on main (what the export leaves to its workers), the
 * records copied back from a worker (a structured clone, as postMessage
 * makes it), and the store's insert. Pages of 100 attendees from the
 * snapshot benchmark's data (40 custom fields, and 100 with 60 more), so
 * the figures hold for wide lists too. Medians and the longest, in ms.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { deserialize, serialize } from 'node:v8'
import { readAttendeesPage } from '@main/api/attendees'
import { readSnapshotRecord } from '@main/snapshots/snapshot-record'
import { openSnapshotStore } from '@main/snapshots/snapshot-store'
import { benchAttendees } from './snapshot-data'

export interface PageCost {
  customFields: number
  pageKB: number
  /** readAttendeesPage and readSnapshotRecord on main: the page read again. */
  readOnMain: number
  /** The records as they arrive from a worker. */
  copiedRecords: number
  /** The store's insert of the read records (addRead). */
  insert: number
  longestInsert: number
}

const median = (xs: number[]) => xs.toSorted((a, b) => a - b)[Math.floor(xs.length / 2)]!

function timed(work: () => void): number {
  const start = performance.now()
  work()
  return performance.now() - start
}

/** `pages` pages with 40 custom fields, or 100 when `wide`; the first 20 warm up and are not counted. */
export function snapshotPageCost(pages: number, wide: boolean): PageCost {
  const attendees = benchAttendees(pages * 100, Date.UTC(2026, 10, 1))
  if (wide)
    for (const a of attendees)
      a.customFieldsData.push(
        ...a.customFieldsData.slice(0, 60).map((c) => ({ ...c, fieldSlug: `${c.fieldSlug}_b` })),
      )
  const dir = mkdtempSync(join(tmpdir(), 'stagehand-page-cost-'))
  const store = openSnapshotStore({ path: join(dir, 'snapshots.sqlite') })
  const id = store.begin('bench', 'event', new Date().toISOString(), 'export')
  const read: number[] = []
  const copied: number[] = []
  const insert: number[] = []
  let bytes = 0
  try {
    for (let p = 0; p < pages; p++) {
      const body = Buffer.from(
        JSON.stringify({ data: attendees.slice(p * 100, p * 100 + 100), pagination: { next: 1 } }),
      )
      bytes += body.length
      const received = {
        bytes: new Uint8Array(body).buffer,
        status: 200,
        page: p + 1,
        pageSize: 100,
      }
      let records: ReturnType<typeof readSnapshotRecord>[] = []
      read.push(timed(() => (records = readAttendeesPage(received).items.map(readSnapshotRecord))))
      const clone = serialize(records)
      copied.push(timed(() => (records = deserialize(clone) as typeof records)))
      insert.push(timed(() => store.addRead(id, records)))
    }
  } finally {
    store.close()
    rmSync(dir, { recursive: true, force: true })
  }
  const counted = (xs: number[]) => xs.slice(20)
  return {
    customFields: wide ? 100 : 40,
    pageKB: bytes / pages / 1024,
    readOnMain: median(counted(read)),
    copiedRecords: median(counted(copied)),
    insert: median(counted(insert)),
    longestInsert: Math.max(...counted(insert)),
  }
}
