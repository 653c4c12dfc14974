import { describe, expect, it } from 'vitest'
import { reduceDrop, type DropFlow, type ResultEvent } from './drop-flow'
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

describe('reduceDrop: what the steps found', () => {
  it('goes on to read the whole file when its first bytes pass', () => {
    const step = reduceDrop(at({ phase: 'idle' }), { type: 'head-read', turn: 3, file: photo })
    expect(step.state).toEqual({ flow: { phase: 'checking', file: photo }, turn: 3 })
    expect(step.effect).toEqual({ kind: 'read-whole', turn: 3, file: photo })
  })

  it('refuses a file whose first bytes do not pass, with what is wrong', () => {
    const step = reduceDrop(at({ phase: 'idle' }), { type: 'head-read', turn: 3, file: heic })
    expect(step).toEqual({
      state: { flow: { phase: 'refused', file: heic, message: heic.verdict.message }, turn: 3 },
    })
  })

  it('refuses with the summary where the instant verdict has no sentence', () => {
    const odd = image('x.bin', { state: 'refuse', summary: '12 bytes', formatName: null })
    const step = reduceDrop(at({ phase: 'idle' }), { type: 'head-read', turn: 3, file: odd })
    expect(step.state.flow).toEqual({ phase: 'refused', file: odd, message: '12 bytes' })
  })

  it('checks the whole file once it is read', () => {
    const whole = image('photo.png', {}, new Uint8Array(100))
    const step = reduceDrop(at({ phase: 'checking', file: photo }), {
      type: 'whole-read',
      turn: 3,
      file: whole,
    })
    expect(step.state).toEqual({ flow: { phase: 'checking', file: whole }, turn: 3 })
    expect(step.effect).toEqual({ kind: 'deep-check', turn: 3, file: whole })
  })

  it('shows a refusal from a read, a check or a conversion', () => {
    const step = reduceDrop(at({ phase: 'checking', file: photo }), {
      type: 'refused',
      turn: 3,
      file: photo,
      message: 'PNG data is cut short',
    })
    expect(step).toEqual({
      state: { flow: { phase: 'refused', file: photo, message: 'PNG data is cut short' }, turn: 3 },
    })
  })

  it.each([
    ['JPEG', { contentType: 'image/jpeg' }],
    ['PNG', { contentType: 'image/png' }],
    ['GIF', { contentType: 'image/gif' }],
    [null, {}],
  ])('uploads a valid %s file, naming its type where known', (formatName, type) => {
    const valid = image('photo', { formatName })
    const step = reduceDrop(at({ phase: 'checking', file: valid }), {
      type: 'valid',
      turn: 3,
      file: valid,
      uploadId: 'u4',
    })
    expect(step.state).toEqual({
      flow: { phase: 'uploading', file: valid, uploadId: 'u4' },
      turn: 3,
    })
    expect(step.effect).toEqual({
      kind: 'upload',
      turn: 3,
      source: { kind: 'file', bytes: valid.bytes, fileName: 'photo', ...type },
      uploadId: 'u4',
    })
  })

  it('shows the two sides of a conversion', () => {
    const fitted = image('photo.jpg', { formatName: 'JPEG' })
    const step = reduceDrop(at({ phase: 'converting', file: heic }), {
      type: 'fitted',
      turn: 3,
      file: heic,
      fitted,
      output: 'jpeg',
    })
    expect(step).toEqual({
      state: { flow: { phase: 'compare', file: heic, fitted, output: 'jpeg' }, turn: 3 },
    })
  })

  it('is done when the upload is, keeping the file sent', () => {
    const step = reduceDrop(at({ phase: 'uploading', file: photo, uploadId: 'u' }), {
      type: 'uploaded',
      turn: 3,
      uploaded,
    })
    expect(step).toEqual({
      state: { flow: { phase: 'done', file: photo, uploaded }, turn: 3 },
    })
  })

  it('keeps a failed file with the problem and the picture from before', () => {
    const step = reduceDrop(at({ phase: 'uploading', file: photo, uploadId: 'u' }), {
      type: 'upload-failed',
      turn: 3,
      problem: refusedCall,
      before: null,
    })
    expect(step.state.flow).toEqual({
      phase: 'failed',
      file: photo,
      problem: refusedCall,
      before: null,
    })
  })

  it('keeps a failed address to send again', () => {
    const sending = {
      phase: 'uploading',
      file: null,
      imageUrl: 'https://img.test/a',
      uploadId: 'u',
    }
    const step = reduceDrop(at(sending as DropFlow), {
      type: 'upload-failed',
      turn: 3,
      problem: lost,
      before: 'https://cdn.test/old.png',
    })
    expect(step.state.flow).toEqual(
      failed({ file: null, imageUrl: 'https://img.test/a', problem: lost }),
    )
  })

  it('is done, as checked, when the speaker read back has the new picture', () => {
    const checking = failed({ check: { state: 'checking' } })
    const step = reduceDrop(at(checking), { type: 'applied', turn: 3, uploaded })
    expect(step.state.flow).toEqual({ phase: 'done', file: photo, uploaded, checked: true })
  })

  it('keeps the file to send again when the speaker read back has the old picture', () => {
    const step = reduceDrop(at(failed({ check: { state: 'checking' } })), {
      type: 'not-applied',
      turn: 3,
    })
    expect(step.state.flow).toEqual(failed({ check: { state: 'not-applied' } }))
  })

  it('says why reading the speaker back failed', () => {
    const step = reduceDrop(at(failed({ check: { state: 'checking' } })), {
      type: 'check-failed',
      turn: 3,
      message: 'The service could not be reached.',
    })
    expect(step.state.flow).toEqual(
      failed({ check: { state: 'failed', message: 'The service could not be reached.' } }),
    )
  })

  it('leaves a cancelled Check where it was before, to check or send again', () => {
    const step = reduceDrop(at(failed({ check: { state: 'checking' } })), {
      type: 'check-cancelled',
      turn: 3,
    })
    expect(step.state.flow).toEqual(failed())
  })

  it.each<[ResultEvent, DropFlow]>([
    [{ type: 'uploaded', turn: 3, uploaded }, { phase: 'idle' }],
    [{ type: 'upload-failed', turn: 3, problem: lost, before: null }, { phase: 'idle' }],
    [{ type: 'applied', turn: 3, uploaded }, { phase: 'idle' }],
    [
      { type: 'not-applied', turn: 3 },
      { phase: 'checking', file: photo },
    ],
    [{ type: 'check-failed', turn: 3, message: 'm' }, { phase: 'idle' }],
  ])('leaves a flow that did not ask for it as it is: $type', (event, flow) => {
    const start = at(flow)
    expect(reduceDrop(start, event)).toEqual({ state: start })
  })
})
