/**
 * The cap on an answer's size, over real HTTP against the emulator, with the
 * cap lowered so a page of twenty attendees passes it: an answer announced as
 * larger is refused unread, one streamed without a length is cut where it
 * passes the cap, and neither is asked for again.
 */
import { describe, expect, it } from 'vitest'
import { caught, testContext } from '@test-support/api-context'
import { emulatorPerFile } from '@test-support/emulator-per-file'
import { listAttendeesPage } from './attendees'
import { bodyCapSentence, MAX_BODY_BYTES } from './body-cap'
import type { FetchLike } from './http-client'

const file = emulatorPerFile({ attendeesPerEvent: 20 })

const CAP = 2048
const CHUNK = 64

/** A fetch whose answers' bodies count the bytes the client pulled from them. */
function countingFetch() {
  const pulled = { bytes: 0 }
  const counted: FetchLike = async (input, init) => {
    const response = await fetch(input, init)
    const reader = response.body!.getReader()
    const body = new ReadableStream<Uint8Array>(
      {
        async pull(controller) {
          const { done, value } = await reader.read()
          if (done) return controller.close()
          pulled.bytes += value.byteLength
          controller.enqueue(value)
        },
        cancel: (reason) => reader.cancel(reason),
      },
      { highWaterMark: 0 },
    )
    return new Response(body, { status: response.status, headers: response.headers })
  }
  return { pulled, counted }
}

describe('the size cap on answers', () => {
  it('is 16 MiB, and says so in megabytes', () => {
    expect(MAX_BODY_BYTES).toBe(16 * 1024 * 1024)
    expect(bodyCapSentence(MAX_BODY_BYTES, 'list the attendees')).toBe(
      "The service's answer was larger than 16 MB: Stagehand stopped reading it while trying to list the attendees. Check that the workspace address is the Event Management Service's.",
    )
  })

  it('refuses an answer announced as larger than the cap, without reading it', async () => {
    const { pulled, counted } = countingFetch()
    const ctx = testContext(file.emu, { maxBodyBytes: CAP, fetch: counted })
    const error = await caught(() => listAttendeesPage(ctx, { eventId: file.ev.id, pageSize: 20 }))
    expect(error.data).toMatchObject({ kind: 'invalid-response', retryable: false, status: 200 })
    expect(error.message).toBe(bodyCapSentence(CAP, 'list the attendees'))
    expect(error.message).toMatch(/^The service's answer was larger than 2 KB: /)
    expect(pulled.bytes).toBe(0)
    expect(file.emu.state.requests()).toHaveLength(1)
  })

  it('stops reading an answer that keeps coming once it passes the cap', async () => {
    file.emu.state.setFaults([{ kind: 'slow-body', chunkBytes: CHUNK, chunkDelayMs: 1 }])
    const { pulled, counted } = countingFetch()
    const ctx = testContext(file.emu, { maxBodyBytes: CAP, fetch: counted })
    const error = await caught(() => listAttendeesPage(ctx, { eventId: file.ev.id, pageSize: 20 }))
    expect(error.message).toBe(bodyCapSentence(CAP, 'list the attendees'))
    expect(pulled.bytes).toBeGreaterThan(CAP)
    expect(pulled.bytes).toBeLessThanOrEqual(CAP + CHUNK)
    expect(file.emu.state.requests()).toHaveLength(1)
  })

  it('reads an answer within the cap as before', async () => {
    const ctx = testContext(file.emu, { maxBodyBytes: 1024 * 1024 })
    const page = await listAttendeesPage(ctx, { eventId: file.ev.id, pageSize: 20 })
    expect(page.items).toHaveLength(20)
  })
})
