/**
 * The attendee grid's column choice on a real core and emulator: columns
 * shown and hidden from the Columns menu, kept by main for the event and
 * shown again when the app starts anew; another event has its own. When
 * they cannot be read, the grid says so and overwrites nothing.
 */
import { render, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { App } from '@renderer/app/App'
import { settledGrid } from '@test-support/component/grid'
import { renderWithCore } from '@test-support/component/render-with-core'

const headers = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('columnheader')
    .map((h) => h.getAttribute('aria-label') ?? '')

/** What the header cells show, as against their full names above. */
const shownLabels = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('columnheader')
    .map((h) => h.querySelector('.grid__label')?.textContent ?? '')

describe('the column choice', () => {
  it('is remembered per event', async () => {
    const { emulator, user, view, call, workspaceId, eventId } = await renderWithCore({
      section: 'attendees',
    })
    await settledGrid()
    await user.click(screen.getByRole('button', { name: /^Columns/ }))
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Profile · Industry' }))
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Profile · Email' }))
    await user.keyboard('{Escape}')
    await waitFor(async () => expect(headers(await settledGrid())).toContain('Profile · Industry'))
    expect(headers(await settledGrid())).not.toContain('Profile · Email')
    // The header shows the short label; its full name stays in the menu and the tooltip.
    const grid = await settledGrid()
    expect(shownLabels(grid)).toContain('Industry')
    expect(shownLabels(grid)).not.toContain('Profile · Industry')
    expect(within(grid).getByRole('columnheader', { name: 'Profile · Industry' }).title).toMatch(
      /^Profile · Industry\./,
    )
    // The layout is saved shortly after the last change: wait until main has it.
    await waitFor(async () => {
      const { layout } = await call('views:get', { workspaceId, eventId })
      expect(layout?.visible).toContain('profile.industry')
    })

    // The app starts anew on the same core: the choice is read back.
    view.unmount()
    render(<App />)
    // Waited for, not read at once: the saved layout arrives as a read from main. Seen
    // failing on two busy cores: a failure says what the grid, main and the picker held.
    await waitFor(async () => {
      const shown = headers(await settledGrid())
      if (shown.includes('Profile · Industry')) return
      const { layout } = await call('views:get', { workspaceId, eventId })
      const picked = (screen.getByLabelText('Event') as HTMLInputElement).value
      throw new Error(
        `columns shown: ${shown.join(', ')}; main's layout: ${JSON.stringify(layout?.visible ?? null)}; event shown: ${picked}, expected ${eventId}`,
      )
    })
    expect(headers(await settledGrid())).not.toContain('Profile · Email')

    // Another event has its own (default) columns.
    const picker = screen.getByLabelText('Event')
    await user.clear(picker)
    await user.type(picker, `${emulator.events[1]!.id}{Enter}`)
    await waitFor(async () => expect(headers(await settledGrid())).toContain('Profile · Email'))
    expect(headers(await settledGrid())).not.toContain('Profile · Industry')
  })

  it('says when the remembered columns cannot be read, and does not replace them', async () => {
    const layout = { order: [], visible: ['profile.email'], widths: {}, customSlugs: [] }
    const { user, view, call, files, workspaceId, eventId } = await renderWithCore({
      section: 'attendees',
      // Every read of the file of views and columns fails.
      prepare: ({ files }) => files.unreadable('views.json'),
    })
    const banner = await screen.findByTestId('views-unreadable')
    expect(banner.textContent).toContain('The grid shows the default columns')
    await settledGrid()

    // Readable again, unknown to the window: a change made now must not replace it.
    await files.write(
      'views.json',
      JSON.stringify({ version: 1, entries: { [`${workspaceId} ${eventId}`]: { layout } } }),
    )
    await user.click(screen.getByRole('button', { name: /^Columns/ }))
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Profile · Industry' }))
    await user.keyboard('{Escape}')
    await waitFor(async () => expect(headers(await settledGrid())).toContain('Profile · Industry'))
    await user.click(within(banner).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(screen.queryByTestId('views-unreadable')).toBeNull())
    // Leaving the screen writes a change still waiting to be saved: there is none.
    view.unmount()
    const { layout: kept } = await call('views:get', { workspaceId, eventId })
    expect(kept?.visible).toEqual(['profile.email'])
  })

  it('is read before the first page adds its custom fields, however late it comes', async () => {
    const layout = {
      order: [],
      visible: ['profile.firstName', 'profile.industry'],
      widths: {},
      customSlugs: [],
    }
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    const { call, answered, workspaceId, eventId } = await renderWithCore({
      section: 'attendees',
      prepare: async (screen) => {
        const { workspaceId, eventId } = screen
        await screen.call('views:setLayout', { workspaceId, eventId, layout })
      },
      // The remembered columns come after the first page of attendees.
      hold: (channel) => (channel === 'views:get' ? held : undefined),
    })
    // The first page is on screen (its pager shows) before the columns are answered.
    await answered('attendees:list')
    await screen.findByRole('navigation', { name: 'Pages' })
    release()
    await waitFor(async () => expect(headers(await settledGrid())).toContain('Profile · Industry'))
    expect(headers(await settledGrid())).not.toContain('Profile · Email')
    const { layout: kept } = await call('views:get', { workspaceId, eventId })
    expect(kept?.visible).toContain('profile.industry')
  })
})
