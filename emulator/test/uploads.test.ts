import { describe, expect, it } from 'vitest'
import {
  append,
  corruptPngData,
  cutJpegScan,
  flipByte,
  makeGif,
  makeJpeg,
  makePng,
  padToSize,
  truncate,
} from '@test-support/images'
import { MULTIPART_LIMIT } from '../routes/uploads'
import {
  call,
  envelopeKeys,
  keyOf,
  multipartForm as form,
  sortedKeys,
  useEmulator,
} from './harness'

const emu = useEmulator({ attendeesPerEvent: 3, rateLimit: { burst: 10_000, perSecond: 1000 } })
const ev = () => emu().events[0]!
const MiB = 1024 * 1024

const picPath = (speakerId = ev().speakerIds[0]!, qs = '') =>
  `/v1/events/${ev().id}/speakers/${speakerId}/pic${qs}`

const uploadPic = (bytes: Uint8Array, path = picPath()) =>
  call(emu(), path, { method: 'POST', body: form([['file', bytes]]) })

describe('speaker picture upload', () => {
  it.each([
    ['PNG', () => makePng(80, 80), 'image/png'],
    ['JPEG', () => makeJpeg(120, 90), 'image/jpeg'],
  ])('accepts a %s, stores it and serves it back', async (_n, make, type) => {
    const bytes = make()
    const r = await uploadPic(bytes)
    expect(r.status, r.text).toBe(200)
    const { speakerId, picUrl } = r.body as { speakerId: string; picUrl: string }
    expect(speakerId).toBe(ev().speakerIds[0])
    expect(picUrl).toMatch(new RegExp(`^${emu().baseUrl}/media/`))
    const served = await fetch(picUrl)
    expect(served.headers.get('content-type')).toBe(type)
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes)
    const speaker = await call(emu(), `/v1/events/${ev().id}/speakers/${speakerId}`)
    expect((speaker.body as { profile: { picUrl: string } }).profile.picUrl).toBe(picUrl)
  })

  it('accepts exactly 4 MiB and refuses one byte more with 400', async () => {
    expect((await uploadPic(padToSize(makePng(80, 80), 4 * MiB))).status).toBe(200)
    const r = await uploadPic(padToSize(makePng(80, 80), 4 * MiB + 1))
    expect(r.status).toBe(400)
    expect(r.body).toMatchObject({ code: 'INVALID_IMAGE', params: { reason: 'size' } })
  })

  it.each([
    ['79×80 PNG', () => makePng(79, 80), 'dimensions'],
    ['80×79 JPEG', () => makeJpeg(80, 79), 'dimensions'],
    ['a GIF', () => makeGif(100, 100), 'type'],
    ['text', () => new TextEncoder().encode('hello, not an image'), 'type'],
    ['a PDF', () => new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n1 0 obj\n'), 'type'],
    ['PNG with garbled IDAT', () => corruptPngData(makePng(100, 100)), 'corrupt'],
    ['JPEG with half a scan', () => cutJpegScan(makeJpeg(128, 128)), 'corrupt'],
    ['PNG with a bad CRC', () => flipByte(makePng(100, 100), 40), 'corrupt'],
  ])('refuses %s with 400 and says why', async (_n, make, reason) => {
    const r = await uploadPic(make())
    expect(r.status).toBe(400)
    expect(sortedKeys(r.body)).toEqual(envelopeKeys('full'))
    expect(r.body).toMatchObject({ params: { reason } })
    expect((r.body as { description: string }).description.length).toBeGreaterThan(10)
  })

  it('refuses an empty file', async () => {
    const r = await uploadPic(new Uint8Array(0))
    expect(r.status).toBe(400)
    expect(r.body).toMatchObject({ code: 'INVALID_IMAGE' })
  })

  it('refuses truncated images at several offsets', async () => {
    const png = makePng(100, 100)
    const jpeg = makeJpeg(100, 100)
    for (const [name, bytes] of [
      ['png', png],
      ['jpeg', jpeg],
    ] as const) {
      for (const at of [
        4,
        20,
        40,
        Math.floor(bytes.length / 2),
        bytes.length - 13,
        bytes.length - 1,
      ]) {
        const r = await uploadPic(truncate(bytes, at))
        expect(r.status, `${name} cut at ${at}`).toBe(400)
        expect(['corrupt', 'type']).toContain(
          (r.body as { params: { reason: string } }).params.reason,
        )
      }
    }
  })

  it('accepts a valid image with trailing bytes after its end', async () => {
    expect((await uploadPic(append(makePng(90, 90), 32))).status).toBe(200)
  })

  it.each([
    ['neither file nor imageUrl', () => call(emu(), picPath(), { method: 'POST' })],
    [
      'an empty multipart body',
      () => call(emu(), picPath(), { method: 'POST', body: form([['other', 'x']]) }),
    ],
    [
      'both file and imageUrl',
      () =>
        call(emu(), picPath(undefined, '?imageUrl=http%3A%2F%2F127.0.0.1%2Fa.png'), {
          method: 'POST',
          body: form([['file', makePng(80, 80)]]),
        }),
    ],
    [
      'two file parts',
      () =>
        call(emu(), picPath(), {
          method: 'POST',
          body: form([
            ['file', makePng(80, 80)],
            ['file', makePng(80, 80)],
          ]),
        }),
    ],
    [
      'file as a text field',
      () => call(emu(), picPath(), { method: 'POST', body: form([['file', 'not binary']]) }),
    ],
    [
      'a raw body',
      () =>
        call(emu(), picPath(), {
          method: 'POST',
          body: makePng(80, 80).slice(),
          headers: { 'content-type': 'image/png' },
        }),
    ],
    [
      'a malformed multipart body',
      () =>
        call(emu(), picPath(), {
          method: 'POST',
          body: '--x\r\ngarbage',
          headers: { 'content-type': 'multipart/form-data; boundary=x' },
        }),
    ],
  ])('400 for %s', async (_n, send) => {
    const r = await send()
    expect(r.status, r.text).toBe(400)
    expect(sortedKeys(r.body)).toEqual(envelopeKeys('full'))
  })

  it('413 FILE_TOO_LARGE for a multipart body over 4 MiB + 64 KiB, with the legacy fields', async () => {
    const r = await uploadPic(new Uint8Array(MULTIPART_LIMIT + 1))
    expect(r.status).toBe(413)
    expect(r.body).toMatchObject({
      code: 'FILE_TOO_LARGE',
      speakerId: ev().speakerIds[0],
      picUrl: '',
    })
  })

  it('413 on the stream when the body has no Content-Length, without reading it all', async () => {
    const chunk = new Uint8Array(256 * 1024)
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        // Up to 64 MiB would follow; the emulator must stop long before.
        if (sent >= 64 * MiB) return controller.close()
        sent += chunk.length
        controller.enqueue(chunk)
      },
    })
    emu().state.clearRequests()
    const res = await fetch(emu().baseUrl + picPath(), {
      method: 'POST',
      body,
      headers: {
        authorization: emu().demoKey,
        'content-type': 'multipart/form-data; boundary=zzz',
      },
      duplex: 'half',
    } as RequestInit).catch((e: unknown) => e as Error)
    // Either the client saw the 413, or the server cut the connection while the client still sent.
    if (res instanceof Response) {
      expect(res.status).toBe(413)
      expect(await res.json()).toMatchObject({ code: 'FILE_TOO_LARGE' })
    }
    const logged = emu().state.requests().at(-1)!
    expect(logged.status).toBe(413)
    expect(logged.bodySize).toBeGreaterThan(MULTIPART_LIMIT)
    expect(logged.bodySize).toBeLessThan(MULTIPART_LIMIT + 2 * MiB)
    expect(sent).toBeLessThan(64 * MiB)
  })

  it('404 SPEAKER_NOT_FOUND before reading the body', async () => {
    const r = await uploadPic(makePng(80, 80), picPath('00000000-0000-4000-8000-000000000000'))
    expect(r.status).toBe(404)
    expect(r.body).toMatchObject({ code: 'SPEAKER_NOT_FOUND' })
  })

  it.each([
    ['a READ key', 'backend', 'READ', 'INSUFFICIENT_SCOPE'],
    ['a non-backend key', 'other', 'READ+WRITE', 'BACKEND_KEY_REQUIRED'],
  ] as const)('403 for %s', async (_n, kind, scopes, code) => {
    const r = await call(emu(), picPath(), {
      method: 'POST',
      body: form([['file', makePng(80, 80)]]),
      key: keyOf(emu(), kind, scopes),
    })
    expect(r.status).toBe(403)
    expect(r.body).toMatchObject({ code })
  })

  it('401 without a key', async () => {
    const r = await call(emu(), picPath(), {
      method: 'POST',
      body: form([['file', makePng(80, 80)]]),
      key: null,
    })
    expect(r.status).toBe(401)
  })
})
