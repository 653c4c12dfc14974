import { describe, expect, it } from 'vitest'
import type { CatalogEntry } from '@shared/ipc/channels/catalog'
import { sponsorView, sponsorViews } from './sponsor-view'

const entry = (id: string, more: Partial<CatalogEntry> = {}): CatalogEntry => ({
  kind: 'sponsor',
  id,
  label: null,
  origin: 'entered',
  addedAt: '2026-01-01T00:00:00Z',
  seenAt: null,
  state: null,
  status: 'active',
  ...more,
})

const A = '3f2b8c1e-9a4d-4e6f-8b1a-2c3d4e5f6a7b'
const B = '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f'
const C = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d'

describe('sponsorView', () => {
  it('shows the label and the images last uploaded', () => {
    const view = sponsorView(
      entry(A, { label: 'Acme', state: { logoUrl: 'https://x/l.png', coverUrl: ' ' } }),
    )
    expect(view).toMatchObject({ name: 'Acme', logoUrl: 'https://x/l.png', coverUrl: null })
  })
  it('names an unlabelled sponsor by its ID', () => {
    expect(sponsorView(entry(A)).name).toBe('Sponsor 3f2b8c1e')
  })
})

describe('sponsorViews', () => {
  it('puts labelled sponsors first by name, then the rest as added, without deleted ones', () => {
    const views = sponsorViews(
      [
        entry(A),
        entry(B, { label: 'Zeta' }),
        entry(C, { label: 'Acme' }),
        entry('gone', { status: 'deleted' }),
      ],
      '',
    )
    expect(views.map((v) => v.name)).toEqual(['Acme', 'Zeta', 'Sponsor 3f2b8c1e'])
  })
  it('filters by name or ID', () => {
    const all = [entry(A, { label: 'Acme' }), entry(B, { label: 'Zeta' })]
    expect(sponsorViews(all, 'ACM').map((v) => v.id)).toEqual([A])
    expect(sponsorViews(all, '7c1d').map((v) => v.id)).toEqual([B])
  })
})
