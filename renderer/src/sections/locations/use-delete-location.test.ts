import { describe, expect, it } from 'vitest'
import { appError } from '../../../../shared/errors'
import { refusalOf } from './use-delete-location'

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
  })
})
