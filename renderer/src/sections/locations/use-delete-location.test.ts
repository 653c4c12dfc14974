import { describe, expect, it } from 'vitest'
import { appError } from '@shared/errors'
import { deletedEarlier, markDeleted, refusalOf } from './use-delete-location'

describe('deletedEarlier', () => {
  it('reads a 404 as deleted only on a repeat after a lost answer', () => {
    const missing = appError('http', 'Location not found', { status: 404 })
    expect(deletedEarlier(missing, true)).toBe(true)
    expect(deletedEarlier(missing, false)).toBe(false)
    expect(deletedEarlier(appError('http', 'x', { status: 409 }), true)).toBe(false)
    expect(deletedEarlier(appError('network', 'x', { mayHaveApplied: true }), true)).toBe(false)
  })
})

describe('refusalOf', () => {
  it('reads a 409 as the default location, a 404 as gone, anything else as a failure', () => {
    const conflict = appError('http', 'x', { status: 409 })
    const missing = appError('http', 'x', { status: 404 })
    const offline = appError('network', 'The service could not be reached.')
    expect(refusalOf(conflict, 'id', 'Hall A')).toEqual({
      kind: 'default',
      id: 'id',
      name: 'Hall A',
    })
    expect(refusalOf(missing, 'id', 'Hall A').kind).toBe('gone')
    expect(refusalOf(offline, 'id', 'Hall A')).toEqual({
      kind: 'failed',
      id: 'id',
      name: 'Hall A',
      message: 'The service could not be reached.',
    })
    const lost = appError('network', 'The connection dropped. It may have been applied.', {
      mayHaveApplied: true,
    })
    expect(refusalOf(lost, 'id', 'Hall A')).toMatchObject({ kind: 'failed', mayHaveApplied: true })
  })
})

describe('markDeleted', () => {
  it('marks the location deleted, leaving the entry it came from as it was (for the rollback)', () => {
    const entry = {
      kind: 'location' as const,
      id: 'l1',
      label: null,
      origin: 'entered' as const,
      addedAt: 'a',
      seenAt: null,
      state: null,
      status: 'active' as const,
    }
    expect(markDeleted(entry)).toEqual({ ...entry, status: 'deleted' })
    expect(entry.status).toBe('active')
  })
})
