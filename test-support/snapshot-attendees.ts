/**
 * Attendees as the service sends them, and a snapshot store in a temporary
 * folder, for the snapshot store's tests.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach } from 'vitest'
import { openSnapshotStore, type SnapshotStore } from '@main/snapshots/snapshot-store'

export interface AttendeeSketch {
  id: string
  status?: string
  country?: string
  ticketName?: string
  createdAt?: string
  firstName?: string
  custom?: Record<string, string>
}

/** An attendee record shaped like the service's, with the sketch's fields. */
export function sketchedAttendee(sketch: AttendeeSketch): Record<string, unknown> {
  return {
    id: sketch.id,
    eventId: 'ev-1',
    profile: {
      firstName: sketch.firstName ?? `First ${sketch.id}`,
      lastName: `Last ${sketch.id}`,
      email: `${sketch.id}@example.com`,
      company: 'Example Ltd',
      designation: 'Engineer',
      industry: 'Software',
      country: sketch.country ?? 'India',
    },
    status: sketch.status ?? 'REGISTERED',
    statusSource: 'API',
    ticketDetails: { ticketTypeId: 't-1', ticketName: sketch.ticketName ?? 'General' },
    customFieldsData: Object.entries(sketch.custom ?? {}).map(([fieldSlug, value]) => ({
      fieldSlug,
      value,
    })),
    createdAt: sketch.createdAt ?? '2026-03-01T10:00:00Z',
    updatedAt: '2026-03-02T10:00:00Z',
  }
}

export interface StoreRig {
  /** The store of the current test, opened on a fresh folder. */
  store(): SnapshotStore
  /** The folder of the current test. */
  dir(): string
  /** The database file of the current test. */
  path(): string
  /** Closes the store and opens the same file again. */
  reopen(): SnapshotStore
  /** Stores `pages` as one finished snapshot of `eventId`, taken at `takenAt`. */
  snapshot(eventId: string, takenAt: string, ...pages: AttendeeSketch[][]): string
}

/** A snapshot store on a fresh temporary folder per test, closed and removed after it. */
export function snapshotStorePerTest(): StoreRig {
  let dir = ''
  let store: SnapshotStore | null = null
  let ids = 0
  const path = () => join(dir, 'profile', 'snapshots', 'snapshots.sqlite')
  const open = () => openSnapshotStore({ path: path(), newId: () => `snap-${++ids}` })
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'stagehand-snapshots-'))
    store = open()
  })
  afterEach(() => {
    store?.close()
    store = null
    rmSync(dir, { recursive: true, force: true })
  })
  const current = () => {
    if (!store) throw new Error('no store: call it inside a test')
    return store
  }
  return {
    store: current,
    dir: () => dir,
    path,
    reopen() {
      current().close()
      store = open()
      return store
    },
    snapshot(eventId, takenAt, ...pages) {
      const s = current()
      const id = s.begin('ws-1', eventId, takenAt)
      for (const page of pages) s.addPage(id, page.map(sketchedAttendee))
      s.finish(id, takenAt)
      return id
    },
  }
}
