/**
 * The attendee grid's error banners on a real core and emulator: a list the
 * service answers with an error page, cut-off JSON or a dropped connection
 * names the problem after main's quick retries, and Retry loads it once the
 * service recovers; a service out of reach shows the network banner, which
 * stays until what failed is asked again; an event the service does not
 * know is an error Retry offers to ask again; no match says so and clears
 * the filters from there.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, onTestFinished } from 'vitest'
import { expectNames, names, settledGrid, shownNames } from '@test-support/component/grid'
import {
  renderWithCore,
  startEmulator,
  type FaultKind,
} from '@test-support/component/render-with-core'

const FAULTS: { kind: FaultKind; names: RegExp }[] = [
  { kind: 'html', names: /error page instead of data/ },
  { kind: 'malformed-json', names: /incomplete JSON \(the answer was cut off\)/ },
  { kind: 'drop', names: /connection was dropped|closed the connection/ },
]

const nextPage = () =>
  within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('button', {
    name: 'Next page',
  })

describe('the attendee grid’s banners', () => {
  it('names a failing list’s problem, and Retry loads it once the service recovers', async () => {
    const { emulator, user, eventId } = await renderWithCore({ section: 'attendees' })
    await settledGrid()
    const pathPrefix = `/v1/events/${eventId}/attendees`
    let page = 1
    for (const { kind, names: problem } of FAULTS) {
      emulator.state.setFaults([{ kind, pathPrefix }])
      await user.click(nextPage())
      const banner = await screen.findByTestId('attendees-error')
      expect(banner.textContent).toContain('The attendees could not be loaded')
      expect(banner.textContent).toMatch(problem)
      expect(banner.textContent).not.toMatch(/Invalid input/)

      emulator.state.setFaults([])
      await user.click(within(banner).getByRole('button', { name: 'Retry' }))
      page += 1
      await expectNames(names(emulator, [], [], (page - 1) * 25, 25))
      expect(screen.queryByTestId('attendees-error')).toBeNull()
    }
  })

  it('shows the network banner for a service out of reach; Try again recovers once it is back', async () => {
    const seed = 11
    const first = await startEmulator({ port: 0, seed })
    const opened = await renderWithCore({ section: 'attendees', service: first })
    const { user } = opened
    await settledGrid()
    const firstPage = await shownNames()
    expect(firstPage).toEqual(names(first, [], [], 0, firstPage.length))

    await first.close()
    expect(screen.queryByTestId('network-banner')).toBeNull()
    await user.click(nextPage())
    const banner = await screen.findByTestId('network-banner')
    expect(banner.textContent).toContain('The service cannot be reached')
    expect(banner.textContent).toMatch(/Could not .*Check the network connection/)
    expect(banner.textContent).toContain('What Stagehand already knows stays on screen')

    // The same seed on the same port is the same service again, keys and data alike.
    const again = await startEmulator({ port: first.port, seed })
    onTestFinished(() => again.close())
    expect(screen.getByTestId('network-banner')).toBe(banner)
    await user.click(within(banner).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(screen.queryByTestId('network-banner')).toBeNull())
    await expectNames(names(again, [], [], firstPage.length, firstPage.length))
  })

  it('shows the error of a failed page with a way to retry', async () => {
    // An event the service does not know: a 404 that no retry can fix.
    await renderWithCore({
      section: 'attendees',
      prepare: ({ call, workspaceId }) =>
        call('workspaces:setEvent', {
          workspaceId,
          eventId: '0b9d2a8e-1c4f-4a7b-9e2d-3f5a6b7c8d9e',
        }).then(() => undefined),
    })
    const error = await screen.findByTestId('attendees-error')
    expect(error.textContent).toContain('could not be loaded')
    expect(within(error).getByRole('button', { name: 'Retry' })).toBeTruthy()
  })

  it('says when no attendee matches and clears the filters from there', async () => {
    const { user } = await renderWithCore({ section: 'attendees' })
    await settledGrid()
    const filters = screen.getByRole('region', { name: 'Filters' })
    await user.click(within(filters).getByRole('button', { name: 'Add condition' }))
    await user.type(within(filters).getByLabelText('Value'), 'no such name at all')
    await user.click(within(filters).getByRole('button', { name: 'Apply filters' }))
    const empty = await screen.findByTestId('attendees-empty')
    expect(empty.textContent).toContain('No attendees match these filters')
    await user.click(within(empty).getByRole('button', { name: 'Clear filters' }))
    await settledGrid()
    // The builder is made anew with the filters cleared: find it again.
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Filters' })).queryAllByRole('group'),
      ).toHaveLength(0),
    )
  })
})
