import { describe, expect, it } from 'vitest'
import { failedCheck, picUrlOf, pictureOutcome } from './use-upload-check'

describe('pictureOutcome', () => {
  it('counts a new picture address as the upload applied', () => {
    expect(pictureOutcome('https://x.test/media/1', 'https://x.test/media/2')).toEqual({
      applied: true,
      url: 'https://x.test/media/2',
    })
  })
  it('counts a first picture of a speaker that had none as applied', () => {
    expect(pictureOutcome(null, 'https://x.test/media/2')).toEqual({
      applied: true,
      url: 'https://x.test/media/2',
    })
  })
  it('says not applied when the address is the one from before, or there is none', () => {
    expect(pictureOutcome('https://x.test/media/1', 'https://x.test/media/1')).toEqual({
      applied: false,
    })
    expect(pictureOutcome(null, null)).toEqual({ applied: false })
  })
  it('reads a blank picture address as none', () => {
    expect(picUrlOf({ profile: { picUrl: '  ' } } as never)).toBeNull()
    expect(picUrlOf({ profile: { picUrl: 'https://x.test/p.jpg' } } as never)).toBe(
      'https://x.test/p.jpg',
    )
  })

  it('leaves no failure after a cancelled check, and says why another one failed', () => {
    expect(
      failedCheck({ kind: 'cancelled', message: 'The operation was cancelled.', retryable: false }),
    ).toBeNull()
    expect(
      failedCheck({
        kind: 'network',
        message: 'The service could not be reached.',
        retryable: true,
      }),
    ).toEqual({
      state: 'failed',
      message: 'The service could not be reached.',
    })
  })
})
