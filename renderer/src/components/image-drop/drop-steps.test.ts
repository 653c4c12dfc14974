import { describe, expect, it } from 'vitest'
import { makeJpeg, makePng } from '@test-support/images'
import type { PrecheckResult } from '@shared/images/precheck'
import type { UploadRequest } from '@renderer/hooks/use-image-upload'
import { createDropSteps, type DropDeps } from './drop-steps'
import type { DroppedImage } from './dropped-image'
import { FitRefused, type FittedImage } from './fit-image'
import { instantVerdict } from './instant-verdict'

const own = (bytes: Uint8Array) => Uint8Array.from(bytes)

/** A file as its first bytes were read. */
function dropped(name: string, bytes: Uint8Array): DroppedImage {
  const blob = new Blob([own(bytes)])
  return { name, blob, bytes: own(bytes), verdict: instantVerdict(bytes, 'speaker-picture') }
}

const valid = (width: number, height: number, warnings?: string[]): PrecheckResult => ({
  ok: true,
  info: { format: 'png', width, height, byteLength: 1 },
  ...(warnings ? { warnings } : {}),
})

/** Deps that answer as the test says; what a step asked is recorded. */
function deps(over: Partial<DropDeps> = {}) {
  const asked = { uploads: [] as UploadRequest[], readBacks: [] as (string | null)[] }
  const base: DropDeps = {
    target: () => 'speaker-picture',
    currentUrl: () => 'https://cdn.test/old.png',
    check: (bytes) => Promise.resolve({ verdict: valid(400, 400), bytes: own(bytes) }),
    fit: () => Promise.reject(new Error('no conversion here')),
    upload: (request) => {
      asked.uploads.push(request)
      return Promise.resolve({ url: 'https://cdn.test/new.png', uploadedAt: 5 })
    },
    readBack: (before) => {
      asked.readBacks.push(before)
      return Promise.resolve({ applied: false })
    },
    track: () => 'tracked-1',
    now: () => 42,
  }
  return { steps: createDropSteps({ ...base, ...over }), asked }
}

/** A blob whose bytes cannot be read, as a file deleted since it was chosen. */
const gone = {
  size: 2048,
  slice: () => gone,
  arrayBuffer: () => Promise.reject(new Error('The file was not found.')),
} as unknown as Blob

describe('createDropSteps: reading', () => {
  it("gives a readable file's instant verdict from its first bytes", async () => {
    const bytes = makePng(100, 100)
    const blob = new Blob([own(bytes)])
    const event = await deps().steps({ kind: 'read-head', turn: 7, blob, name: 'a.png' })
    expect(event).toMatchObject({ type: 'head-read', turn: 7, file: { name: 'a.png', blob } })
    expect(event.type === 'head-read' && event.file.verdict).toMatchObject({
      state: 'ok',
      formatName: 'PNG',
      width: 100,
    })
  })

  it('gives a refusing instant verdict for the reducer to show', async () => {
    const blob = new Blob([own(makePng(40, 40))])
    const event = await deps().steps({ kind: 'read-head', turn: 1, blob, name: 'small.png' })
    expect(event.type === 'head-read' && event.file.verdict.state).toBe('refuse')
  })

  it('refuses a file that cannot be read, naming it', async () => {
    const event = await deps().steps({ kind: 'read-head', turn: 2, blob: gone, name: 'a.png' })
    expect(event).toMatchObject({ type: 'refused', turn: 2, file: { name: 'a.png', blob: gone } })
    expect(event.type === 'refused' && event.message).toMatch(
      /^a\.png could not be read \(The file was not found\)/,
    )
  })

  it('reads the whole file, keeping its instant verdict', async () => {
    const bytes = makePng(100, 100)
    const head = { ...dropped('a.png', bytes), bytes: own(bytes.subarray(0, 10)) }
    const event = await deps().steps({ kind: 'read-whole', turn: 3, file: head })
    expect(event).toMatchObject({ type: 'whole-read', turn: 3, file: { verdict: head.verdict } })
    expect(event.type === 'whole-read' && event.file.bytes).toEqual(own(bytes))
  })

  it('refuses a file that cannot be read whole', async () => {
    const file = { ...dropped('a.png', makePng(100, 100)), blob: gone }
    const event = await deps().steps({ kind: 'read-whole', turn: 3, file })
    expect(event).toMatchObject({ type: 'refused', turn: 3, file })
  })
})

describe('createDropSteps: the deep verdict', () => {
  it('passes a valid file on to be uploaded under a new name, with its warnings', async () => {
    const file = dropped('a.png', makePng(100, 100))
    const { steps } = deps({
      check: (bytes) =>
        Promise.resolve({ verdict: valid(400, 400, ['Very large']), bytes: own(bytes) }),
    })
    const event = await steps({ kind: 'deep-check', turn: 4, file })
    expect(event).toMatchObject({ type: 'valid', turn: 4, uploadId: 'tracked-1' })
    expect(event.type === 'valid' && event.file.warnings).toEqual(['Very large'])
  })

  it('adds the size the deep check read where the first bytes did not say it', async () => {
    const file = dropped('a.jpg', makeJpeg(120, 90))
    // As a JPEG whose header lies past the first bytes read.
    const unsized = { ...file, verdict: { ...file.verdict } }
    delete unsized.verdict.width
    delete unsized.verdict.height
    const event = await deps({
      check: (bytes) => Promise.resolve({ verdict: valid(640, 480), bytes: own(bytes) }),
    }).steps({ kind: 'deep-check', turn: 4, file: unsized })
    expect(event.type === 'valid' && event.file.verdict).toMatchObject({
      width: 640,
      height: 480,
      summary: expect.stringContaining('640×480 px'),
    })
  })

  it("refuses a file the deep check refuses, with the check's sentence", async () => {
    const file = dropped('a.png', makePng(100, 100))
    const { steps } = deps({
      check: (bytes) =>
        Promise.resolve({
          verdict: { ok: false, reason: 'corrupt', message: 'PNG data is cut short' },
          bytes: own(bytes),
        }),
    })
    const event = await steps({ kind: 'deep-check', turn: 4, file })
    expect(event).toMatchObject({ type: 'refused', turn: 4, message: 'PNG data is cut short' })
  })

  it('refuses a file the checker could not check, saying why', async () => {
    const file = dropped('a.png', makePng(100, 100))
    const { steps } = deps({
      check: () => Promise.reject(new Error('The image could not be checked: it stopped')),
    })
    const event = await steps({ kind: 'deep-check', turn: 4, file })
    expect(event).toEqual({
      type: 'refused',
      turn: 4,
      file,
      message: 'The image could not be checked: it stopped',
    })
  })
})

describe('createDropSteps: Convert and fit', () => {
  const heic = {
    ...dropped('photo.heic', new Uint8Array([0, 1, 2])),
    verdict: {
      state: 'convert' as const,
      summary: 'HEIC · 3 bytes',
      formatName: 'HEIC',
      formatId: null,
      byteLength: 3,
    },
  }
  const fitted = (bytes: Uint8Array, output: 'jpeg' | 'png'): FittedImage => ({
    blob: new Blob([own(bytes)]),
    output,
    width: 400,
    height: 300,
    sourceWidth: 4000,
    sourceHeight: 3000,
  })

  it('keeps both sides: the source with the size decoded, the result named for its type', async () => {
    const jpeg = makeJpeg(120, 90)
    const event = await deps({
      fit: () => Promise.resolve(fitted(jpeg, 'jpeg')),
    }).steps({ kind: 'fit', turn: 5, file: heic })
    expect(event).toMatchObject({ type: 'fitted', turn: 5, output: 'jpeg' })
    if (event.type !== 'fitted') return
    expect(event.file.verdict).toMatchObject({ width: 4000, height: 3000 })
    expect(event.file.verdict.summary).toContain('4,000×3,000 px')
    expect(event.fitted).toMatchObject({ name: 'photo.jpg', verdict: { formatName: 'JPEG' } })
    expect(event.fitted.bytes).toEqual(own(jpeg))
  })

  it('says the converted picture failed when its check refuses it', async () => {
    const event = await deps({
      fit: () => Promise.resolve(fitted(makePng(120, 90), 'png')),
      check: (bytes) =>
        Promise.resolve({
          verdict: { ok: false, reason: 'size', message: 'over 4 MB' },
          bytes: own(bytes),
        }),
    }).steps({ kind: 'fit', turn: 5, file: heic })
    expect(event).toEqual({
      type: 'refused',
      turn: 5,
      file: heic,
      message: 'The converted picture failed: over 4 MB',
    })
  })

  it("says a refusal to fit as it is, and any other failure as the conversion's", async () => {
    const refused = await deps({
      fit: () => Promise.reject(new FitRefused('It is too small to fit: 40×40 px')),
    }).steps({ kind: 'fit', turn: 5, file: heic })
    expect(refused).toMatchObject({ type: 'refused', message: 'It is too small to fit: 40×40 px' })
    const broke = await deps().steps({ kind: 'fit', turn: 5, file: heic })
    expect(broke).toMatchObject({
      type: 'refused',
      message: 'The picture could not be converted: no conversion here',
    })
  })
})

describe('createDropSteps: uploading and reading back', () => {
  const source = { kind: 'url' as const, imageUrl: 'https://img.test/a.png' }

  it('uploads under the name it was given', async () => {
    const { steps, asked } = deps()
    const event = await steps({ kind: 'upload', turn: 6, source, uploadId: 'u9' })
    expect(event).toEqual({
      type: 'uploaded',
      turn: 6,
      uploaded: { url: 'https://cdn.test/new.png', uploadedAt: 5 },
    })
    expect(asked.uploads).toEqual([{ source, uploadId: 'u9' }])
  })

  it('words a failed upload and keeps the picture address it was sent over', async () => {
    let current = 'https://cdn.test/old.png'
    const { steps } = deps({
      currentUrl: () => current,
      upload: () => {
        current = 'https://cdn.test/changed-meanwhile.png'
        return Promise.reject({ kind: 'network', message: 'Connection refused.', retryable: true })
      },
    })
    const event = await steps({ kind: 'upload', turn: 6, source, uploadId: 'u9' })
    expect(event).toEqual({
      type: 'upload-failed',
      turn: 6,
      problem: {
        where: 'card',
        sentence: 'The service could not be reached: Connection refused.',
        retryable: true,
      },
      before: 'https://cdn.test/old.png',
    })
  })

  it('reads the speaker back against the address from before', async () => {
    const { steps, asked } = deps()
    const event = await steps({ kind: 'read-back', turn: 8, before: 'https://cdn.test/old.png' })
    expect(event).toEqual({ type: 'not-applied', turn: 8 })
    expect(asked.readBacks).toEqual(['https://cdn.test/old.png'])
  })

  it('takes a new picture read back as the upload, timed now', async () => {
    const event = await deps({
      readBack: () => Promise.resolve({ applied: true, url: 'https://cdn.test/new.png' }),
    }).steps({ kind: 'read-back', turn: 8, before: null })
    expect(event).toEqual({
      type: 'applied',
      turn: 8,
      uploaded: { url: 'https://cdn.test/new.png', uploadedAt: 42 },
    })
  })

  it('says why reading back failed', async () => {
    const event = await deps({
      readBack: () => Promise.reject(new Error('Speaker not found.')),
    }).steps({ kind: 'read-back', turn: 8, before: null })
    expect(event).toEqual({ type: 'check-failed', turn: 8, message: 'Speaker not found.' })
  })

  it('answers a Check the user cancelled as cancelled, not failed', async () => {
    const cancelled = {
      name: 'AppError',
      message: 'Cancelled.',
      data: { kind: 'cancelled', message: 'Cancelled.', retryable: false },
    }
    const event = await deps({
      readBack: () => Promise.reject(cancelled),
    }).steps({ kind: 'read-back', turn: 8, before: null })
    expect(event).toEqual({ type: 'check-cancelled', turn: 8 })
  })
})
