import { describe, expect, it } from 'vitest'
import { AppError, type AppErrorData } from '@shared/errors'
import { unreachable } from './service-reachability'

type State = Parameters<typeof unreachable>[0][number]['state']

const failed = (data: Partial<AppErrorData>, at: number) =>
  ({
    state: {
      status: 'error',
      error: new AppError({ kind: 'network', message: 'no answer', retryable: true, ...data }),
      errorUpdatedAt: at,
    } as unknown as State,
  }) as const
const loaded = { state: { status: 'success', error: null, errorUpdatedAt: 0 } as unknown as State }

describe('service reachability', () => {
  it('is reachable while nothing failed for want of an answer', () => {
    expect(unreachable([loaded])).toBeNull()
    expect(unreachable([loaded, failed({ kind: 'http', status: 502 }, 1)])).toBeNull()
  })

  it('is unreachable while a query failed with no answer; the latest failure is told', () => {
    const found = unreachable([
      failed({ message: 'Could not load attendees: the connection was refused.' }, 10),
      loaded,
      failed({ message: 'Could not load teams: the connection was refused.' }, 20),
    ])
    expect(found).toEqual({
      message: 'Could not load teams: the connection was refused.',
      failed: 2,
    })
  })
})
