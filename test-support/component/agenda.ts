/**
 * The Agenda section in the component tests: the first event's sessions,
 * speakers and locations in the catalog, and some sessions' values known
 * because Stagehand wrote them (the service cannot read a session).
 */
import { screen, waitFor } from '@testing-library/react'
import type { SessionUpdate } from '@shared/api/schemas'
import type { EventRecord } from '@emulator/model'
import { renderWithCore, type RenderWithCoreOptions } from './render-with-core'
import { catalogSessions } from './sessions'

export interface AgendaOptions extends Pick<
  RenderWithCoreOptions,
  'emulator' | 'ui' | 'saveExports'
> {
  /** Session index in the emulator's event → the fields written, so the catalog knows them. */
  writes?: (event: EventRecord) => Record<number, SessionUpdate>
  /** The event's time zone, as chosen in the session editor. */
  timeZone?: string
}

/** The Agenda section with the first event in the catalog and the given sessions written. */
export async function openAgenda(options: AgendaOptions = {}) {
  const screenWithCore = await renderWithCore({
    ...options,
    section: 'agenda',
    prepare: async (prepared) => {
      const { emulator, call, workspaceId, eventId } = prepared
      await catalogSessions(prepared)
      const event = emulator.state.event(eventId)!
      const ref = { workspaceId, eventId }
      for (const s of event.speakers)
        await call('catalog:add', {
          ...ref,
          kind: 'speaker',
          text: s.id,
          label: `${s.firstName} ${s.lastName}`,
        })
      await call('sessionDrafts:setTimeZone', { ...ref, timeZone: options.timeZone ?? 'UTC' })
      for (const [index, changes] of Object.entries(options.writes?.(event) ?? {}))
        await call('sessions:update', {
          ...ref,
          sessionId: event.sessions[Number(index)]!.id,
          changes,
        })
    },
  })
  return { ...screenWithCore, event: screenWithCore.emulator.state.event(screenWithCore.eventId)! }
}

/**
 * The import's review once its conflicts are found for the choices it shows.
 *
 * They are found apart from the window's thread, so they come after the
 * review itself, and Apply waits for them.
 */
export async function checkedReview(): Promise<HTMLElement> {
  const review = await screen.findByTestId('import-review')
  await waitFor(() => {
    if (review.dataset.conflictCheck === 'checking') throw new Error('still checking conflicts')
  })
  return review
}
