import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { appError } from '@shared/errors'
import { tempDirPerTest } from '@test-support/temp-dir'
import { createCatalog } from './catalog'
import { createCatalogStore } from './catalog-store'
import { fromDefaultRefusal, fromNotFound, fromSpeaker } from './observe'

const EV = '11111111-2222-4333-8444-555555555555'
const L = '7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d'
const tmp = tempDirPerTest('observe')

const refusal = appError('http', 'Default locations cannot be deleted', { status: 409 })
const gone = appError('http', 'Location not found', { status: 404 })

describe('what an answer says about a location', () => {
  it('marks a location the service refused to delete as the default, and as seen', async () => {
    const catalog = createCatalog({ store: createCatalogStore(join(tmp(), 'c')), now: () => 0 })
    await catalog.add('w', EV, 'location', L, 'Main hall')
    await catalog.record('w', EV, fromDefaultRefusal(refusal, L))
    const [entry] = (await catalog.list('w', EV, 'location')).entries
    expect(entry).toMatchObject({
      label: 'Main hall',
      status: 'active',
      state: { isDefault: true },
      seenAt: '1970-01-01T00:00:00.000Z',
      metIn: 'a refused deletion',
    })
    // A later 404 marks it as gone, and keeps what was known.
    await catalog.record('w', EV, fromNotFound(gone, 'location', L))
    expect((await catalog.list('w', EV, 'location')).entries[0]).toMatchObject({
      status: 'not-found',
      state: { isDefault: true },
    })
  })

  it('ignores errors that are not a refusal of the default', () => {
    expect(fromDefaultRefusal(gone, L)).toEqual([])
    expect(fromDefaultRefusal(new Error('x'), L)).toEqual([])
  })

  it('names the speaker an answer came from for the sessions it mentions', () => {
    const observations = fromSpeaker({
      id: L,
      profile: { firstName: 'Ada', lastName: 'Lovelace' },
      sessions: [{ sessionId: 'opening' }],
    } as Parameters<typeof fromSpeaker>[0])
    expect(observations.map((o) => o.via)).toEqual([
      'reading speaker “Ada Lovelace”',
      'speaker “Ada Lovelace”',
    ])
  })
})
