/**
 * A large agenda on a real core: more sessions than the timeline draws at
 * once (TIMELINE_PAGE) and more conflicts than the banner lists. The first
 * sessions by start are drawn, "Draw more" draws the rest, and the banner
 * lists 20 conflicts and counts the others, those of sessions not drawn yet
 * included.
 */
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithCore, type RunningEmulator } from '@test-support/component/render-with-core'
import { TIMELINE_PAGE } from './timeline-cap'

const SESSIONS = TIMELINE_PAGE + 10
/** The last sessions end as they start: one conflict each, some of them past the first page. */
const CONFLICTED = 25
const HOUR = 3_600_000
const FIRST_START = Date.parse('2026-05-12T08:00:00Z')

type SessionRecord = NonNullable<ReturnType<RunningEmulator['state']['event']>>['sessions'][number]

const title = (i: number) => `Talk ${String(i + 1).padStart(3, '0')}`

/** Sessions one an hour, in no room and with no speakers, so only the end-before-start rule holds. */
function sessions(template: SessionRecord): SessionRecord[] {
  return Array.from({ length: SESSIONS }, (_, i) => {
    const start = FIRST_START + i * HOUR
    const conflicted = i >= SESSIONS - CONFLICTED
    return {
      ...template,
      id: crypto.randomUUID(),
      title: title(i),
      startDateTime: new Date(start).toISOString(),
      endDateTime: new Date(conflicted ? start : start + HOUR / 2).toISOString(),
      locationId: null,
      speakerIds: [],
      parentSessionId: '',
    }
  })
}

const blocks = () => screen.queryAllByRole('button', { name: /^Talk \d{3};/ })

describe('a timeline of more sessions than it draws at once', () => {
  it('draws the first by start, draws more on request, and lists 20 conflicts of all', async () => {
    const { user } = await renderWithCore({
      section: 'agenda',
      emulator: { dialect: 'zuddl-docs' },
      prepare: async ({ emulator, call, workspaceId, eventId }) => {
        const event = emulator.state.event(eventId)!
        event.sessions = sessions(event.sessions[0]!)
        // The service lists them: their titles and times reach the catalog.
        await call('listings:sessions', { workspaceId, eventId })
        await call('sessionDrafts:setTimeZone', { workspaceId, eventId, timeZone: 'UTC' })
      },
    })

    const drawn = await screen.findByTestId('agenda-timeline-drawn')
    expect(drawn.textContent).toContain(
      `The first ${TIMELINE_PAGE} of ${SESSIONS} sessions by start time are drawn.`,
    )
    expect(blocks()).toHaveLength(TIMELINE_PAGE)
    const names = blocks().map((b) => b.getAttribute('aria-label')!.split(';')[0])
    expect(names).toContain(title(TIMELINE_PAGE - 1))
    expect(names).not.toContain(title(TIMELINE_PAGE))

    const banner = screen.getByTestId('agenda-conflicts')
    expect(banner.textContent).toContain(`${CONFLICTED} sessions have conflicts`)
    const listed = within(banner).getAllByRole('listitem')
    expect(listed).toHaveLength(20)
    for (const item of listed)
      expect(item.textContent).toMatch(/^“Talk \d{3}” ends before it starts\.$/)
    expect(within(banner).getByTestId('agenda-conflicts-more').textContent).toBe(
      `And ${CONFLICTED - 20} more; each session’s own are on its block.`,
    )

    await user.click(
      within(drawn).getByRole('button', { name: `Draw ${SESSIONS - TIMELINE_PAGE} more` }),
    )
    expect(blocks()).toHaveLength(SESSIONS)
    expect(screen.queryByTestId('agenda-timeline-drawn')).toBeNull()
  })
})
