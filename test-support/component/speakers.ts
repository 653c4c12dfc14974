/**
 * The Speakers section in the component tests: the first speakers of the
 * event in the catalog, each card read, and what the emulator stored.
 */
import { screen, waitFor } from '@testing-library/react'
import { expect } from 'vitest'
import type { RunningEmulator } from '@emulator'
import { renderWithCore, type RenderWithCoreOptions } from './render-with-core'

/** Renders the app on Speakers with the event's first `count` speakers (default: all) in the catalog. */
export async function openSpeakers(count?: number, desktop?: RenderWithCoreOptions['desktop']) {
  let ids: string[] = []
  const opened = await renderWithCore({
    section: 'speakers',
    ...(desktop ? { desktop } : {}),
    prepare: async ({ emulator, call, workspaceId, eventId }) => {
      ids = emulator.state
        .event(eventId)!
        .speakers.slice(0, count)
        .map((s) => s.id)
      await call('catalog:add', { workspaceId, eventId, kind: 'speaker', text: ids.join('\n') })
    },
  })
  // Every card has been read from the service once its speaker order shows.
  await waitFor(() => expect(screen.getAllByTestId('speaker-order')).toHaveLength(ids.length))
  const event = opened.emulator.state.event(opened.eventId)!
  const speakers = ids.map((id) => event.speakers.find((s) => s.id === id)!)
  return { ...opened, speakers }
}

/** Image upload requests (POST …/pic, POST …/image) the emulator received. */
export const uploadRequests = (emulator: RunningEmulator) =>
  emulator.state.requests().filter((r) => r.method === 'POST' && /\/(pic|image)$/.test(r.path))

const sameBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, i) => byte === b[i])

/** The pictures the emulator stored for a speaker with exactly these bytes. */
export const storedFor = (emulator: RunningEmulator, speakerId: string, bytes: Uint8Array) =>
  [...emulator.state.images.values()].filter(
    (img) => img.target === `speaker:${speakerId}` && sameBytes(img.bytes, bytes),
  )

/** Every picture the emulator stored with exactly these bytes, for anyone. */
export const storedAnywhere = (emulator: RunningEmulator, bytes: Uint8Array) =>
  [...emulator.state.images.values()].filter((img) => sameBytes(img.bytes, bytes))
