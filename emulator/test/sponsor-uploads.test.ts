import { describe, expect, it } from 'vitest'
import { gifFrames, makeGif, makeJpeg, makePng, splice, truncate } from '@test-support/images'
import { MULTIPART_LIMIT } from '../routes/uploads'
import { call, multipartForm as form, useEmulator } from './harness'

const emu = useEmulator({ attendeesPerEvent: 3, rateLimit: { burst: 10_000, perSecond: 1000 } })
const ev = () => emu().events[0]!

const sponsorPath = (imageType: string | null, sponsorId = ev().sponsorIds[0]!) =>
  `/v1/events/${ev().id}/sponsors/${sponsorId}/image${imageType === null ? '' : `?imageType=${imageType}`}`

const uploadSponsor = (bytes: Uint8Array, imageType: string | null) =>
  call(emu(), sponsorPath(imageType), { method: 'POST', body: form([['file', bytes]]) })

describe('sponsor image upload', () => {
  const sponsor = () => emu().state.event(ev().id)!.sponsors[0]!

  it.each([
    ['LOGO', 'PNG', () => makePng(320, 160), 'image/png'],
    ['LOGO', 'JPEG', () => makeJpeg(400, 200), 'image/jpeg'],
    ['COVER', 'PNG', () => makePng(1080, 360), 'image/png'],
    ['COVER', 'JPEG', () => makeJpeg(1200, 400), 'image/jpeg'],
    ['COVER', 'GIF', () => makeGif(1080, 360), 'image/gif'],
  ])('accepts a %s as %s', async (imageType, _f, make, type) => {
    const r = await uploadSponsor(make(), imageType)
    expect(r.status, r.text).toBe(200)
    const body = r.body as { sponsorId: string; imageType: string; imageUrl: string }
    expect(body).toMatchObject({ sponsorId: sponsor().id, imageType })
    expect((await fetch(body.imageUrl)).headers.get('content-type')).toBe(type)
    const stored = imageType === 'LOGO' ? sponsor().logoUrl : sponsor().coverUrl
    expect(body.imageUrl).toBe(emu().baseUrl + stored)
  })

  it.each([
    ['LOGO', () => makePng(319, 160), 'dimensions'],
    ['LOGO', () => makePng(320, 159), 'dimensions'],
    ['LOGO', () => makeGif(400, 200), 'type'],
    ['COVER', () => makeJpeg(1079, 360), 'dimensions'],
    ['COVER', () => makePng(1080, 359), 'dimensions'],
    ['COVER', () => truncate(makeGif(1080, 360), -20), 'corrupt'],
  ])('refuses for %s: %s', async (imageType, make, reason) => {
    const r = await uploadSponsor(make(), imageType)
    expect(r.status).toBe(400)
    expect(r.body).toMatchObject({ params: { reason } })
  })

  it('refuses a GIF cover whose frame data is damaged', async () => {
    const gif = makeGif(1080, 360)
    const frame = gifFrames(gif)[0]!
    // Keep the code size, replace the LZW data with one byte: far too few pixels.
    const damaged = splice(gif, frame.data + 1, frame.end - frame.data - 1, [1, 0, 0])
    const r = await uploadSponsor(damaged, 'COVER')
    expect(r.status).toBe(400)
  })

  it.each([[null], ['logo'], ['BANNER']])('400 for imageType %j', async (imageType) => {
    const r = await uploadSponsor(makePng(320, 160), imageType)
    expect(r.status).toBe(400)
    expect((r.body as { errors: Record<string, string> }).errors.imageType).toBeTruthy()
  })

  it('404 SPONSOR_NOT_FOUND and 413 with the legacy fields', async () => {
    const missing = await call(emu(), sponsorPath('LOGO', '00000000-0000-4000-8000-000000000000'), {
      method: 'POST',
      body: form([['file', makePng(320, 160)]]),
    })
    expect(missing.body).toMatchObject({ code: 'SPONSOR_NOT_FOUND' })
    const big = await uploadSponsor(new Uint8Array(MULTIPART_LIMIT + 10), 'COVER')
    expect(big.status).toBe(413)
    expect(big.body).toMatchObject({
      code: 'FILE_TOO_LARGE',
      sponsorId: sponsor().id,
      imageType: 'COVER',
      imageUrl: '',
    })
  })
})
