/**
 * Catalog entries and sheets for the agenda's unit tests.
 *
 * In test-support/, so no production file can import it (eslint-rules/layers.js).
 */
import type { CatalogEntry } from '@shared/ipc/channels/catalog'
import { matchColumns } from '@shared/agenda/columns'
import type { ColumnMatch } from '@shared/agenda/model'
import type { Cell, Sheet } from '@shared/agenda/sheet'

export const S1 = '11111111-1111-4111-8111-111111111111'
export const S2 = '22222222-2222-4222-8222-222222222222'
export const S3 = '33333333-3333-4333-8333-333333333333'
export const HALL_A = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'
export const HALL_B = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb'
export const SPEAKER = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc'
export const SEEN = '2026-04-01T08:00:00.000Z'

export function entry(
  kind: CatalogEntry['kind'],
  id: string,
  state: Record<string, unknown> | null,
  label: string | null = null,
): CatalogEntry {
  return {
    kind,
    id,
    label,
    origin: 'response',
    addedAt: SEEN,
    seenAt: state ? SEEN : null,
    state,
    status: 'active',
  }
}

export const session = (
  id: string,
  title: string,
  from: string,
  to: string,
  more: Record<string, unknown> = {},
) =>
  entry('session', id, {
    id,
    title,
    startDateTime: from,
    endDateTime: to,
    description: '',
    location: [{ locationId: HALL_A, locationName: 'Hall A' }],
    totalCapacity: 100,
    externalRefId: `REF-${title}`,
    tags: ['AI'],
    ...more,
  })

/** Two sessions in Hall A on 12 May 2026 (UTC), one speaker in the first, Hall B known by name. */
export const CATALOG: CatalogEntry[] = [
  session(S1, 'Opening', '2026-05-12T09:00:00Z', '2026-05-12T10:00:00Z'),
  session(S2, 'Panel', '2026-05-12T11:00:00Z', '2026-05-12T12:00:00Z'),
  entry('location', HALL_B, { name: 'Hall B' }),
  entry('speaker', SPEAKER, {
    id: SPEAKER,
    profile: { firstName: 'Ada', lastName: 'Lovelace' },
    sessions: [{ sessionId: S1 }, { sessionId: S2 }],
  }),
]

export function sheetOf(
  headers: string[],
  ...rows: Cell[][]
): { sheet: Sheet; columns: ColumnMatch[] } {
  return {
    sheet: { headers, rows: rows.map((cells, i) => ({ row: i + 2, cells })) },
    columns: matchColumns(headers),
  }
}
