import { describe, expect, it } from 'vitest'
import type { CatalogEntry } from '@shared/ipc/channels/catalog'
import { imageField, imageUrlOf } from './use-image-upload'

const entry = (
  kind: 'speaker' | 'sponsor',
  state: Record<string, unknown> | null,
): CatalogEntry => ({
  kind,
  id: '3f2b8c1e-9a4d-4e6f-8b1a-2c3d4e5f6a7b',
  label: null,
  origin: 'entered',
  addedAt: '2026-01-01T00:00:00Z',
  seenAt: null,
  state,
  status: 'active',
})

describe('imageUrlOf', () => {
  it("reads a speaker's picture where main's catalog patch writes it", () => {
    const speaker = entry('speaker', { profile: { picUrl: 'https://x/p.jpg', bio: '' } })
    expect(imageUrlOf(speaker, 'speaker-picture')).toBe('https://x/p.jpg')
  })
  it("reads a sponsor's logo and cover separately", () => {
    const sponsor = entry('sponsor', { logoUrl: 'https://x/l.png', coverUrl: '' })
    expect(imageUrlOf(sponsor, 'sponsor-logo')).toBe('https://x/l.png')
    expect(imageUrlOf(sponsor, 'sponsor-cover')).toBeNull()
  })
  it('has nothing for an entry never read or uploaded to', () => {
    expect(imageUrlOf(entry('speaker', null), 'speaker-picture')).toBeNull()
  })
})

describe('imageField', () => {
  it('names the state field of each target', () => {
    expect(imageField('speaker-picture')).toBe('picUrl')
    expect(imageField('sponsor-logo')).toBe('logoUrl')
    expect(imageField('sponsor-cover')).toBe('coverUrl')
  })
})
