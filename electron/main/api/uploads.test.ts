/**
 * The two image uploads over real HTTP against the emulator on 127.0.0.1:
 * multipart files and image URLs, the main-process precheck that sends
 * nothing for a bad file, and the sentence of every documented failure.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { EventSummary } from '@emulator'
import { writeGif } from '@test-support/images-gif'
import { writeJpeg } from '@test-support/images-jpeg'
import { writePng } from '@test-support/images-png'
import {
  MISSING,
  WITH_TEST_IMAGE_HOST,
  apiRequests,
  caught,
  startTestEmulator,
  testContext,
  type RunningEmulator,
} from '@test-support/api-context'
import { apiRequest } from './http-client'
import { uploadSpeakerPicture } from './speaker-picture'
import { uploadSponsorImage } from './sponsor-image'

let emu: RunningEmulator
let ev: EventSummary

beforeAll(async () => {
  emu = await startTestEmulator(WITH_TEST_IMAGE_HOST)
})
afterAll(() => emu.close())
beforeEach(() => {
  emu.state.reset()
  ev = emu.events[0]!
})

const ctx = (key?: string) => testContext(emu, key ? { key } : {})
const apiCalls = () => apiRequests(emu)

describe('uploadSpeakerPicture', () => {
  const speaker = () => ({ eventId: ev.id, speakerId: ev.speakerIds[0]! })

  it('uploads PNG and JPEG files as multipart, and the new picture is served back', async () => {
    for (const bytes of [writePng(120, 90), writeJpeg(200, 200)]) {
      const result = await uploadSpeakerPicture(ctx(), {
        ...speaker(),
        source: { kind: 'file', bytes, fileName: 'C:\\pics\\me.img' },
      })
      expect(result.speakerId).toBe(ev.speakerIds[0])
      const served = new Uint8Array(await (await fetch(result.picUrl)).arrayBuffer())
      expect(served).toEqual(bytes)
    }
  })

  it('re-runs the deep precheck and refuses a bad file with its sentence, sending nothing', async () => {
    const truncated = writePng(100, 100).slice(0, -30)
    const cases: [Uint8Array, RegExp][] = [
      [writePng(64, 64), /^PNG 64×64 px: speaker pictures must be at least 80×80 px/],
      [writeGif(100, 100), /GIF/],
      [truncated, /./],
      [new TextEncoder().encode('not an image at all'), /./],
    ]
    for (const [bytes, message] of cases) {
      const error = await caught(() =>
        uploadSpeakerPicture(ctx(), {
          ...speaker(),
          source: { kind: 'file', bytes, fileName: 'x.png', contentType: 'image/png' },
        }),
      )
      expect(error.data).toMatchObject({
        kind: 'invalid-input',
        fieldErrors: { file: error.message },
      })
      expect(error.message).toMatch(message)
    }
    expect(apiCalls()).toHaveLength(0)
  })

  it('uploads from an imageUrl, and explains each 422 code', async () => {
    const png = writePng(100, 100)
    const first = await uploadSpeakerPicture(ctx(), {
      ...speaker(),
      source: { kind: 'file', bytes: png, fileName: 'a.png' },
    })
    const port = new URL(emu.baseUrl).port
    const imageUrl = first.picUrl.replace(`127.0.0.1:${port}`, `images.test:${port}`)
    const second = await uploadSpeakerPicture(ctx(), {
      eventId: ev.id,
      speakerId: ev.speakerIds[1]!,
      source: { kind: 'url', imageUrl },
    })
    expect(new Uint8Array(await (await fetch(second.picUrl)).arrayBuffer())).toEqual(png)

    const expectations: [string, string, string][] = [
      [
        'http://10.1.2.3/a.png',
        'PRIVATE_ADDRESS',
        'The image address points to a private or internal network address; use a publicly reachable image URL.',
      ],
      [
        'https://nowhere.invalid/a.png',
        'UNRESOLVABLE',
        'The image address could not be found (its host name does not resolve).',
      ],
    ]
    for (const [url, code, message] of expectations) {
      const error = await caught(() =>
        uploadSpeakerPicture(ctx(), { ...speaker(), source: { kind: 'url', imageUrl: url } }),
      )
      expect(error.data).toMatchObject({ kind: 'http', status: 422, code, message })
    }
    // An address this client takes but the service calls invalid (its rules may be stricter).
    emu.state.setFaults([
      {
        kind: 'error',
        status: 422,
        code: 'INVALID_URL',
        message: 'imageUrl is invalid.',
        times: 1,
      },
    ])
    const error = await caught(() =>
      uploadSpeakerPicture(ctx(), { ...speaker(), source: { kind: 'url', imageUrl } }),
    )
    expect(error.data).toMatchObject({
      kind: 'http',
      status: 422,
      code: 'INVALID_URL',
      message: 'The image address was refused: only http:// and https:// addresses can be used.',
    })
  })

  it('checks an image address again before sending it: http(s), no user name or password', async () => {
    const before = apiCalls().length
    const cases: [string, string][] = [
      [
        'ftp://images.test/a.png',
        'The address starts with ftp:: only http:// and https:// addresses can be used.',
      ],
      [
        'https://ada:secret@images.test/a.png',
        'The address contains a user name or password: give an address that needs no sign-in.',
      ],
      [
        'images.test/a.png',
        '"images.test/a.png" is not a full address: enter one such as https://example.com/photo.jpg.',
      ],
    ]
    for (const [imageUrl, message] of cases) {
      const error = await caught(() =>
        uploadSpeakerPicture(ctx(), { ...speaker(), source: { kind: 'url', imageUrl } }),
      )
      expect(error.data).toMatchObject({
        kind: 'invalid-input',
        message,
        fieldErrors: { imageUrl: message },
      })
    }
    expect(apiCalls()).toHaveLength(before)

    // Sent as this client read it, so that a service parsing by other rules finds the same host.
    const png = writePng(100, 100)
    const stored = await uploadSpeakerPicture(ctx(), {
      ...speaker(),
      source: { kind: 'file', bytes: png, fileName: 'a.png' },
    })
    const port = new URL(emu.baseUrl).port
    const path = new URL(stored.picUrl).pathname
    const written = `http://images.test:${port}\\${path.slice(1)}`
    await uploadSpeakerPicture(ctx(), { ...speaker(), source: { kind: 'url', imageUrl: written } })
    const sent = new URLSearchParams(apiCalls().at(-1)!.query).get('imageUrl')
    expect(sent).toBe(`http://images.test:${port}${path}`)
  })

  it('explains a 413 from the service', async () => {
    // The precheck stops big files before they are sent, so send one past it to see the mapping.
    const body = new FormData()
    body.append(
      'file',
      new Blob([new Uint8Array(4 * 1024 * 1024 + 100 * 1024)], { type: 'image/png' }),
      'big.png',
    )
    const error = await caught(() =>
      apiRequest(ctx().config, {
        method: 'POST',
        path: `/v1/events/${ev.id}/speakers/${ev.speakerIds[0]}/pic`,
        body,
        schema: z.unknown(),
        operation: "upload the speaker's picture",
      }),
    )
    expect(error.data).toMatchObject({ status: 413, code: 'FILE_TOO_LARGE' })
    expect(error.message).toBe(
      'The upload is larger than the service accepts: images must be at most 4 MB.',
    )
  })

  it('says so when the speaker does not exist', async () => {
    const error = await caught(() =>
      uploadSpeakerPicture(ctx(), {
        eventId: ev.id,
        speakerId: MISSING,
        source: { kind: 'file', bytes: writePng(90, 90), fileName: 'a.png' },
      }),
    )
    expect(error.data).toMatchObject({ status: 404, code: 'SPEAKER_NOT_FOUND' })
  })
})

describe('uploadSponsorImage', () => {
  const sponsor = () => ({ eventId: ev.id, sponsorId: ev.sponsorIds[0]! })

  it('replaces the logo and the cover, each checked against its own rules', async () => {
    const logo = await uploadSponsorImage(ctx(), {
      ...sponsor(),
      imageType: 'LOGO',
      source: { kind: 'file', bytes: writePng(320, 160), fileName: 'logo.png' },
    })
    expect(logo).toMatchObject({ sponsorId: ev.sponsorIds[0], imageType: 'LOGO' })
    const cover = await uploadSponsorImage(ctx(), {
      ...sponsor(),
      imageType: 'COVER',
      source: { kind: 'file', bytes: writeGif(1080, 360), fileName: 'cover.gif' },
    })
    expect(cover).toMatchObject({ imageType: 'COVER' })
    expect((await fetch(cover.imageUrl)).headers.get('content-type')).toBe('image/gif')
    expect(emu.state.event(ev.id)!.sponsors[0]!.coverUrl).toContain('/media/')
  })

  it('refuses images the target does not take, before sending', async () => {
    const gifLogo = await caught(() =>
      uploadSponsorImage(ctx(), {
        ...sponsor(),
        imageType: 'LOGO',
        source: { kind: 'file', bytes: writeGif(400, 200), fileName: 'l.gif' },
      }),
    )
    expect(gifLogo.data).toMatchObject({ kind: 'invalid-input' })
    const smallCover = await caught(() =>
      uploadSponsorImage(ctx(), {
        ...sponsor(),
        imageType: 'COVER',
        source: { kind: 'file', bytes: writePng(1000, 360), fileName: 'c.png' },
      }),
    )
    expect(smallCover.message).toMatch(/1000×360/)
    expect(apiCalls()).toHaveLength(0)
  })

  it('says so when the sponsor does not exist', async () => {
    const error = await caught(() =>
      uploadSponsorImage(ctx(), {
        eventId: ev.id,
        sponsorId: MISSING,
        imageType: 'LOGO',
        source: { kind: 'file', bytes: writePng(320, 160), fileName: 'l.png' },
      }),
    )
    expect(error.data).toMatchObject({ status: 404, code: 'SPONSOR_NOT_FOUND' })
    expect(error.message).toMatch(/^The sponsor was not found\./)
  })
})
