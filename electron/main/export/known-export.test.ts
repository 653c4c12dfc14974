import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { parse } from 'csv-parse/sync'
import { describe, expect, it, vi } from 'vitest'
import { tempDirPerTest } from '@test-support/temp-dir'
import { createCatalog } from '../catalog/catalog'
import { createCatalogStore } from '../catalog/catalog-store'
import { createKnownExport, knownCsv, knownFileName } from './known-export'
import { fromSession } from '../catalog/observe'

const EV = '11111111-2222-4333-8444-555555555555'
const L = '7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d'
const S = '3f2b8c1e-9a4d-4e6f-8b1a-2c3d4e5f6a7b'
const tmp = tempDirPerTest('known-export')
const NOW = Date.UTC(2026, 2, 29, 10)

function setup(answer: (dir: string) => string | null) {
  const catalog = createCatalog({
    store: createCatalogStore(join(tmp(), 'catalog')),
    now: () => NOW,
  })
  const showSaveDialog = vi.fn(async () => answer(tmp()))
  const known = createKnownExport({
    catalog,
    showSaveDialog,
    defaultDir: '/downloads',
    now: () => NOW,
  })
  return { catalog, known, showSaveDialog }
}

describe('export of everything known', () => {
  it('writes every ID with kind, name, status, where it was met and when last seen', async () => {
    const { catalog, known, showSaveDialog } = setup((dir) => join(dir, 'known.csv'))
    await catalog.add('w', EV, 'sponsor', `${S}\n=cmd()`)
    await catalog.record(
      'w',
      EV,
      fromSession({
        id: 'opening',
        title: 'Opening',
        location: [{ locationId: L, locationName: 'Hall A', type: 'STAGE', link: '' }],
      }),
    )
    const result = await known.export('w', EV)
    expect(showSaveDialog).toHaveBeenCalledWith(
      expect.objectContaining({
        defaultPath: '/downloads/stagehand-known-11111111-2026-03-29.csv',
      }),
    )
    expect(result).toMatchObject({ saved: true, fileName: 'known.csv', rows: 3 })
    const text = await readFile(join(tmp(), 'known.csv'), 'utf8')
    expect(text.startsWith('\uFEFF')).toBe(true)
    const rows = parse(text.slice(1)) as string[][]
    expect(rows).toEqual([
      ['kind', 'id', 'name', 'status', 'where met', 'added at', 'last seen at'],
      [
        'session',
        'opening',
        'Opening',
        'confirmed',
        'met in an answer; last in updating session “Opening”',
        '2026-03-29T10:00:00.000Z',
        '2026-03-29T10:00:00.000Z',
      ],
      ['sponsor', S, '', 'not yet confirmed', 'entered or pasted', '2026-03-29T10:00:00.000Z', ''],
      [
        'location',
        L,
        'Hall A',
        'confirmed',
        'met in an answer; last in session “Opening”',
        '2026-03-29T10:00:00.000Z',
        '2026-03-29T10:00:00.000Z',
      ],
    ])
  })

  it('writes nothing when the save dialog is cancelled', async () => {
    const { known } = setup(() => null)
    expect(await known.export('w', EV)).toEqual({
      saved: false,
      fileName: null,
      path: null,
      rows: 0,
    })
  })

  it('neutralises cells a spreadsheet would run as formulas', () => {
    const csv = knownCsv([
      {
        kind: 'session',
        id: 's',
        label: '=HYPERLINK("x")',
        origin: 'entered',
        addedAt: 'a',
        seenAt: null,
        state: null,
        status: 'active',
      },
    ])
    expect(csv).toContain(`'=HYPERLINK`)
    expect(knownFileName(EV, NOW)).toBe('stagehand-known-11111111-2026-03-29.csv')
  })
})
