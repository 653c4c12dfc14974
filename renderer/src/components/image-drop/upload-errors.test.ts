import { describe, expect, it } from 'vitest'
import type { AppErrorData } from '@shared/errors'
import { uploadProblem } from './upload-errors'

const http = (status: number, message: string, more: Partial<AppErrorData> = {}): AppErrorData => ({
  kind: 'http',
  status,
  message,
  retryable: false,
  ...more,
})

describe('uploadProblem', () => {
  it('puts the image address codes on the zone', () => {
    for (const code of ['INVALID_URL', 'PRIVATE_ADDRESS', 'UNRESOLVABLE']) {
      expect(uploadProblem(http(422, `sentence for ${code}`, { code }), 'url')).toEqual({
        where: 'zone',
        sentence: `sentence for ${code}`,
      })
    }
  })
  it('says a failed download on the zone, with the reason', () => {
    const failed = http(400, 'The service refused…', {
      code: 'BAD_REQUEST',
      fieldErrors: { imageUrl: 'The server answered 404.' },
    })
    expect(uploadProblem(failed, 'url')).toEqual({
      where: 'zone',
      sentence: 'The image could not be downloaded from that address: The server answered 404.',
    })
  })
  it("puts main's own precheck refusal on the zone", () => {
    const refused: AppErrorData = {
      kind: 'invalid-input',
      message: 'PNG 64×64 px: speaker pictures must be at least 80×80 px',
      fieldErrors: { file: 'PNG 64×64 px: speaker pictures must be at least 80×80 px' },
      retryable: false,
    }
    expect(uploadProblem(refused, 'file')).toEqual({
      where: 'zone',
      sentence: 'PNG 64×64 px: speaker pictures must be at least 80×80 px',
    })
  })
  it("puts the server's image check on the card", () => {
    const bad = http(400, 'x', {
      code: 'INVALID_IMAGE',
      fieldErrors: { file: 'JPEG data ends early' },
    })
    expect(uploadProblem(bad, 'file')).toEqual({
      where: 'card',
      sentence: 'The service refused the image: JPEG data ends early',
    })
  })
  it('says a 403 is a key that can read but not upload', () => {
    const scope = http(403, 'This needs an API key with WRITE scope.', {
      code: 'INSUFFICIENT_SCOPE',
    })
    expect(uploadProblem(scope, 'file')).toEqual({
      where: 'card',
      sentence: 'This key can read but not upload: This needs an API key with WRITE scope.',
      retryable: true,
    })
  })
  it('keeps the sentences main made for 404, 413 and 429 on the card', () => {
    for (const status of [404, 413, 429]) {
      expect(uploadProblem(http(status, `said ${status}`), 'file')).toMatchObject({
        where: 'card',
        sentence: `said ${status}`,
      })
    }
  })
  it('offers a retry for what a repeat can fix: no answer, a timeout, 429, 5xx, the key, the record', () => {
    for (const status of [403, 404, 429, 500, 502, 503, 504]) {
      expect(uploadProblem(http(status, `said ${status}`), 'file').retryable, `${status}`).toBe(
        true,
      )
    }
    const slow: AppErrorData = { kind: 'timeout', message: 'No answer in 30 s.', retryable: false }
    expect(uploadProblem(slow, 'url').retryable).toBe(true)
  })
  it('offers no retry for a refusal a repeat would meet again', () => {
    const doomed: [AppErrorData, 'file' | 'url'][] = [
      ...['INVALID_URL', 'PRIVATE_ADDRESS', 'UNRESOLVABLE'].map(
        (code) => [http(422, code, { code }), 'url'] as [AppErrorData, 'url'],
      ),
      [http(400, 'x', { fieldErrors: { imageUrl: 'The server answered 404.' } }), 'url'],
      [http(400, 'x', { code: 'INVALID_IMAGE' }), 'file'],
      [http(413, 'too big', { code: 'FILE_TOO_LARGE' }), 'file'],
      [{ kind: 'invalid-input', message: 'too small', retryable: false }, 'file'],
    ]
    for (const [error, source] of doomed) {
      expect(uploadProblem(error, source).retryable, error.message).toBeUndefined()
    }
  })
  it('says the network is down on the card', () => {
    const down: AppErrorData = { kind: 'network', message: 'Connection refused.', retryable: true }
    expect(uploadProblem(down, 'file')).toEqual({
      where: 'card',
      sentence: 'The service could not be reached: Connection refused.',
      retryable: true,
    })
  })
  it('says an upload whose answer was lost may have been applied, not that nothing was reached', () => {
    const lost: AppErrorData = {
      kind: 'network',
      message: 'The connection dropped. The picture may or may not have been replaced.',
      retryable: true,
      mayHaveApplied: true,
    }
    expect(uploadProblem(lost, 'file')).toEqual({
      where: 'card',
      sentence: lost.message,
      mayHaveApplied: true,
    })
  })
})
