/**
 * stagehand:// links in the window, on a real core and emulator: a link the
 * system handed over is followed to its place, before the window and after;
 * a link to an event alone switches the event; a refused one is said; a
 * place not in the catalog is said and nothing is written; Copy link puts a
 * link on the clipboard that opens the same place.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { buildLink, parseLink, type LinkKind } from '@shared/links/stagehand-link'
import { renderWithCore } from '@test-support/component/render-with-core'

const UNKNOWN = '0badc0de-0000-4000-8000-000000000404'

function linkTo(
  screenOf: { workspaceId: string; eventId: string },
  place: { kind?: LinkKind; id?: string },
) {
  return buildLink({
    workspaceId: screenOf.workspaceId,
    eventId: screenOf.eventId,
    kind: 'speaker',
    id: UNKNOWN,
    service: null,
    ...place,
  })!
}

describe('following links', () => {
  it('opens the speaker of a link that came before the window, then one that came after', async () => {
    let speakers: string[] = []
    const opened = await renderWithCore({
      section: 'teams',
      prepare: async ({ emulator, call, core, workspaceId, eventId }) => {
        speakers = emulator.state.event(eventId)!.speakers.map((s) => s.id)
        await call('catalog:add', { workspaceId, eventId, kind: 'speaker', text: speakers[0]! })
        await call('catalog:add', { workspaceId, eventId, kind: 'sponsor', text: UNKNOWN })
        core.core.links.receive(linkTo({ workspaceId, eventId }, { id: speakers[0]! }))
      },
    })
    await waitFor(() => expect(window.location.hash).toBe(`#/speakers/${speakers[0]}`))
    const detail = await screen.findByRole('dialog')
    expect(detail.textContent).toContain(speakers[0])

    opened.core.core.links.receive(linkTo(opened, { kind: 'sponsor', id: UNKNOWN }))
    await waitFor(() => expect(window.location.hash).toBe(`#/sponsors/${UNKNOWN}`))
    const card = await screen.findByTestId('sponsor-card')
    expect(card.getAttribute('aria-current')).toBe('location')
  })

  it("switches to the link's event, as the event picker does", async () => {
    const opened = await renderWithCore({ section: 'teams' })
    const other = opened.emulator.events.find((e) => e.id !== opened.eventId)!
    opened.core.core.links.receive(linkTo({ ...opened, eventId: other.id }, { kind: 'location' }))
    await screen.findByTestId('link-not-known')
    const { workspaces } = await opened.call('workspaces:list')
    expect(workspaces.find((w) => w.id === opened.workspaceId)?.eventId).toBe(other.id)
  })

  it('opens an event alone in the section shown, without the place shown before', async () => {
    let speakerId = ''
    const opened = await renderWithCore({
      section: 'speakers',
      prepare: async ({ emulator, call, core, workspaceId, eventId }) => {
        speakerId = emulator.state.event(eventId)!.speakers[0]!.id
        await call('catalog:add', { workspaceId, eventId, kind: 'speaker', text: speakerId })
        core.core.links.receive(linkTo({ workspaceId, eventId }, { id: speakerId }))
      },
    })
    await waitFor(() => expect(window.location.hash).toBe(`#/speakers/${speakerId}`))
    const other = opened.emulator.events.find((e) => e.id !== opened.eventId)!
    const eventLink = buildLink({
      workspaceId: opened.workspaceId,
      eventId: other.id,
      kind: null,
      id: null,
      service: opened.emulator.baseUrl,
    })!
    expect(eventLink).toBe(
      `stagehand://open/${opened.workspaceId}/${other.id}?service=${encodeURIComponent(opened.emulator.baseUrl)}`,
    )
    opened.core.core.links.receive(eventLink)
    await waitFor(() => expect(window.location.hash).toBe('#/speakers'))
    const { workspaces } = await opened.call('workspaces:list')
    expect(workspaces.find((w) => w.id === opened.workspaceId)?.eventId).toBe(other.id)
    expect(screen.queryByTestId('link-refused')).toBeNull()
  })

  it("says why a link was refused, and leaves the window's place as it was", async () => {
    const opened = await renderWithCore({ section: 'locations' })
    await screen.findByTestId('locations-empty')
    opened.core.core.links.receive(
      `stagehand://open/someone-elses/${opened.eventId}/speaker/${UNKNOWN}?service=${encodeURIComponent('https://api.other.example')}`,
    )
    const alert = await screen.findByTestId('link-refused')
    expect(alert.textContent).toContain(
      'This computer has no workspace for https://api.other.example. Add a workspace with that address and its API key, then open the link again.',
    )
    expect(window.location.hash).toBe('#/locations')
    await opened.user.click(within(alert).getByRole('button', { name: 'Dismiss' }))
    await waitFor(() => expect(screen.queryByTestId('link-refused')).toBeNull())
  })

  it('says a place the catalog does not hold is not yet known, and adds nothing', async () => {
    const opened = await renderWithCore({ section: 'teams' })
    opened.core.core.links.receive(linkTo(opened, { kind: 'location', id: UNKNOWN }))
    const notice = await screen.findByTestId('link-not-known')
    expect(notice.textContent).toContain(UNKNOWN)
    const { entries } = await opened.call('catalog:list', {
      workspaceId: opened.workspaceId,
      eventId: opened.eventId,
      kind: 'location',
    })
    expect(entries).toEqual([])
    // Adding it is the user's choice.
    await opened.user.click(within(notice).getByRole('button', { name: 'Add this location' }))
    await waitFor(() => expect(screen.queryByTestId('link-not-known')).toBeNull())
    expect(screen.getByTestId('location-row').getAttribute('data-location-id')).toBe(UNKNOWN)
  })
})

describe('Copy link', () => {
  it("puts the sponsor's link on the clipboard, naming the same place", async () => {
    const opened = await renderWithCore({
      section: 'sponsors',
      prepare: ({ call, workspaceId, eventId }) =>
        call('catalog:add', { workspaceId, eventId, kind: 'sponsor', text: UNKNOWN }).then(
          () => undefined,
        ),
    })
    const card = await screen.findByTestId('sponsor-card')
    await opened.user.click(within(card).getByRole('button', { name: /^Copy link to/ }))
    await waitFor(() => expect(opened.core.clipboard).toHaveLength(1))
    expect(parseLink(opened.core.clipboard[0]!)).toEqual({
      ok: true,
      target: {
        workspaceId: opened.workspaceId,
        eventId: opened.eventId,
        kind: 'sponsor',
        id: UNKNOWN,
        service: opened.emulator.baseUrl,
      },
    })
  })
})
