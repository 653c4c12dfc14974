/**
 * The Sessions section in the component tests: its sessions and locations in
 * the catalog, a session opened in the editor, the update bodies the emulator
 * received, and a draft as main keeps it on disk.
 */
import { join } from 'node:path'
import { screen, within } from '@testing-library/react'
import { createDraftStore } from '@main/session-drafts/draft-store'
import type { TestCore } from '@test-support/core'
import {
  renderWithCore,
  type CoreScreen,
  type RenderWithCoreOptions,
  type RunningEmulator,
} from './render-with-core'

interface ReceivedUpdate {
  sessionId: string
  body: Record<string, unknown>
}

/** The update bodies the emulator received for a session (its control surface). */
export async function received(emulator: RunningEmulator, sessionId: string) {
  const response = await fetch(`${emulator.baseUrl}/__control/session-updates`)
  const all = (await response.json()) as ReceivedUpdate[]
  return all.filter((u) => u.sessionId === sessionId).map((u) => u.body)
}

/** Puts the event's sessions, and its locations by name, in the catalog. */
export async function catalogSessions({
  emulator,
  call,
  workspaceId,
  eventId,
}: Omit<CoreScreen, 'view'>): Promise<void> {
  const event = emulator.state.event(eventId)!
  const ref = { workspaceId, eventId }
  await call('catalog:add', {
    ...ref,
    kind: 'session',
    text: event.sessions.map((s) => s.id).join('\n'),
  })
  for (const l of event.locations)
    await call('catalog:add', { ...ref, kind: 'location', text: l.id, label: l.name })
}

/** The Sessions section with the first event's sessions and locations in the catalog. */
export async function openSessions(options: Pick<RenderWithCoreOptions, 'emulator'> = {}) {
  const screenWithCore = await renderWithCore({
    ...options,
    section: 'sessions',
    prepare: catalogSessions,
  })
  return { ...screenWithCore, event: screenWithCore.emulator.state.event(screenWithCore.eventId)! }
}

/** Opens a session of the list in the editor; its form. */
export async function openSession({ user }: Pick<CoreScreen, 'user'>, sessionId: string) {
  const row = await screen.findByTestId(
    (_, el) =>
      el?.getAttribute('data-session-id') === sessionId &&
      el.getAttribute('data-testid') === 'session-row',
    {},
  )
  await user.click(within(row).getByRole('link'))
  return screen.findByRole('form', { name: 'Edit session' })
}

/** The draft of a session as a restarted app's main process would read it from disk. */
export async function draftOnDisk(
  core: TestCore,
  ref: { workspaceId: string; eventId: string; sessionId: string },
) {
  const restarted = createDraftStore({ path: join(core.dir, 'session-drafts.json') })
  return (await restarted.get(ref)).draft
}
