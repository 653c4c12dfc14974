import { describe, expect, it } from 'vitest'
import {
  idleDrop,
  isStale,
  reduceDrop,
  type DropFlow,
  type DropState,
  type ResultEvent,
} from './drop-flow'
import {
  at,
  failed,
  heic,
  image,
  lost,
  photo,
  refusedCall,
  uploaded,
} from '@test-support/component/drop-flow-fixtures'

describe('reduceDrop: what the user does', () => {
  it('takes a file in a new turn, keeping what is shown until the first bytes are read', () => {
    const blob = new Blob(['x'])
    const start = at({ phase: 'done', file: photo, uploaded })
    const step = reduceDrop(start, { type: 'take-file', blob, name: 'a.png' })
    expect(step.state).toEqual({ flow: start.flow, turn: 4 })
    expect(step.state.flow).toBe(start.flow)
    expect(step.effect).toEqual({ kind: 'read-head', turn: 4, blob, name: 'a.png' })
  })

  it('sends an address at once, under the upload name the event brings', () => {
    const step = reduceDrop(idleDrop, {
      type: 'take-url',
      imageUrl: 'https://img.test/a.png',
      uploadId: 'u1',
    })
    expect(step.state).toEqual({
      flow: { phase: 'uploading', file: null, imageUrl: 'https://img.test/a.png', uploadId: 'u1' },
      turn: 1,
    })
    expect(step.effect).toEqual({
      kind: 'upload',
      turn: 1,
      source: { kind: 'url', imageUrl: 'https://img.test/a.png' },
      uploadId: 'u1',
    })
  })

  it('converts a file refused as one that can be converted', () => {
    const step = reduceDrop(at({ phase: 'refused', file: heic, message: 'm' }), {
      type: 'convert',
    })
    expect(step.state).toEqual({ flow: { phase: 'converting', file: heic }, turn: 4 })
    expect(step.effect).toEqual({ kind: 'fit', turn: 4, file: heic })
  })

  it.each<[string, DropFlow]>([
    [
      'a file refused for good',
      { phase: 'refused', file: image('x.png', { state: 'refuse' }), message: 'm' },
    ],
    ['nothing', { phase: 'idle' }],
    ['a file being checked', { phase: 'checking', file: heic }],
  ])('does not convert %s, nor open a turn', (_, flow) => {
    const start = at(flow)
    expect(reduceDrop(start, { type: 'convert' })).toEqual({ state: start })
  })

  it.each([
    ['png', 'image/png'],
    ['jpeg', 'image/jpeg'],
  ] as const)('uploads the %s a conversion made, once accepted', (output, contentType) => {
    const fitted = image('photo.out', {}, new Uint8Array([9]))
    const step = reduceDrop(at({ phase: 'compare', file: heic, fitted, output }), {
      type: 'accept-fit',
      uploadId: 'u2',
    })
    expect(step.state).toEqual({
      flow: { phase: 'uploading', file: fitted, uploadId: 'u2' },
      turn: 4,
    })
    expect(step.effect).toEqual({
      kind: 'upload',
      turn: 4,
      source: { kind: 'file', bytes: fitted.bytes, fileName: 'photo.out', contentType },
      uploadId: 'u2',
    })
  })

  it('accepts a conversion only while one is shown', () => {
    const start = at({ phase: 'converting', file: heic })
    expect(reduceDrop(start, { type: 'accept-fit', uploadId: 'u' })).toEqual({ state: start })
  })

  it('retries an address by sending it again', () => {
    const step = reduceDrop(
      at(failed({ file: null, imageUrl: 'https://img.test/a.png', problem: refusedCall })),
      { type: 'retry', uploadId: 'u3' },
    )
    expect(step.state.flow).toEqual({
      phase: 'uploading',
      file: null,
      imageUrl: 'https://img.test/a.png',
      uploadId: 'u3',
    })
    expect(step.effect).toMatchObject({ kind: 'upload', turn: 4, uploadId: 'u3' })
  })

  it('retries a file by checking it again before it is sent', () => {
    const step = reduceDrop(at(failed({ problem: refusedCall })), { type: 'retry', uploadId: 'u' })
    expect(step.state).toEqual({ flow: { phase: 'checking', file: photo }, turn: 4 })
    expect(step.effect).toEqual({ kind: 'deep-check', turn: 4, file: photo })
  })

  it('retries with neither file nor address by only opening a turn', () => {
    const start = at(failed({ file: null }))
    expect(reduceDrop(start, { type: 'retry', uploadId: 'u' })).toEqual({
      state: { flow: start.flow, turn: 4 },
    })
  })

  it('retries only a failed upload', () => {
    const start = at({ phase: 'refused', file: photo, message: 'm' })
    expect(reduceDrop(start, { type: 'retry', uploadId: 'u' })).toEqual({ state: start })
  })

  it('checks an upload whose answer was lost by reading its speaker or sponsor back', () => {
    const step = reduceDrop(at(failed()), { type: 'check', readsBack: true })
    expect(step.state).toEqual({ flow: { ...failed(), check: { state: 'checking' } }, turn: 4 })
    expect(step.effect).toEqual({ kind: 'read-back', turn: 4, before: 'https://cdn.test/old.png' })
  })

  it.each<[string, DropState, boolean]>([
    ['an upload of a sponsor the service cannot read back', at(failed()), false],
    ['an upload refused outright', at(failed({ problem: refusedCall })), true],
    ['anything but a failed upload', at({ phase: 'idle' }), true],
  ])('does not check %s', (_, start, readsBack) => {
    expect(reduceDrop(start, { type: 'check', readsBack })).toEqual({ state: start })
  })

  it('clears to idle in a new turn', () => {
    expect(reduceDrop(at(failed()), { type: 'clear' })).toEqual({
      state: { flow: { phase: 'idle' }, turn: 4 },
    })
  })
})

describe('reduceDrop: answers of an earlier turn', () => {
  const answers: ResultEvent[] = [
    { type: 'head-read', turn: 2, file: photo },
    { type: 'whole-read', turn: 2, file: photo },
    { type: 'refused', turn: 2, file: photo, message: 'm' },
    { type: 'valid', turn: 2, file: photo, uploadId: 'old' },
    { type: 'fitted', turn: 2, file: heic, fitted: photo, output: 'png' },
    { type: 'uploaded', turn: 2, uploaded },
    { type: 'upload-failed', turn: 2, problem: lost, before: null },
    { type: 'applied', turn: 2, uploaded },
    { type: 'not-applied', turn: 2 },
    { type: 'check-failed', turn: 2, message: 'm' },
  ]

  it.each(answers)('ignores $type, starting nothing', (event) => {
    // Each answer finds the phase that would take it, in a newer turn.
    for (const flow of [
      { phase: 'checking', file: photo },
      { phase: 'uploading', file: photo, uploadId: 'new' },
      failed({ check: { state: 'checking' } }),
    ] as DropFlow[]) {
      const start = at(flow, 3)
      expect(isStale(start, event)).toBe(true)
      const step = reduceDrop(start, event)
      expect(step.state).toBe(start)
      expect(step.effect).toBeUndefined()
    }
  })

  it("lets a newer drop go on when an older drop's first bytes are read after it", () => {
    const older = new Blob(['older'])
    const newer = new Blob(['newer'])
    const first = reduceDrop(idleDrop, { type: 'take-file', blob: older, name: 'older.png' })
    const second = reduceDrop(first.state, { type: 'take-file', blob: newer, name: 'newer.png' })
    const olderRead = reduceDrop(second.state, {
      type: 'head-read',
      turn: first.effect!.turn,
      file: image('older.png'),
    })
    expect(olderRead).toEqual({ state: second.state })
    const newerRead = reduceDrop(olderRead.state, {
      type: 'head-read',
      turn: second.effect!.turn,
      file: image('newer.png'),
    })
    expect(newerRead.state.flow).toEqual({ phase: 'checking', file: image('newer.png') })
    expect(newerRead.effect).toMatchObject({ kind: 'read-whole', turn: 2 })
  })

  it('never holds what the user does as stale', () => {
    expect(isStale(at({ phase: 'idle' }, 7), { type: 'clear' })).toBe(false)
  })
})
