/**
 * Copy link on an attendee's panel and on a saved view, on a real core and
 * emulator: the link on the clipboard names that place, and following it
 * opens it (the attendee's panel, the view applied).
 */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { parseLink } from '@shared/links/stagehand-link'
import { renderWithCore } from '@test-support/component/render-with-core'
import { defaultLayout } from '@renderer/sections/attendees/layout-ops'

const copyButton = (within_: HTMLElement, name: string) =>
  within(within_).getByRole('button', { name: `Copy link to ${name}` })

describe('Copy link', () => {
  it("on an attendee's panel names the attendee, and the link opens the panel", async () => {
    const opened = await renderWithCore({ section: 'attendees' })
    const row = (await screen.findAllByRole('row')).find((r) => r.dataset.attendeeId)!
    const attendeeId = row.dataset.attendeeId!
    await opened.user.click(row)
    let panel = await screen.findByTestId('attendee-details')
    const name = within(panel).getByRole('heading', { level: 2 }).textContent!
    await opened.user.click(copyButton(panel, name))
    await waitFor(() => expect(opened.core.clipboard).toHaveLength(1))
    const link = opened.core.clipboard[0]!
    expect(parseLink(link)).toEqual({
      ok: true,
      target: {
        workspaceId: opened.workspaceId,
        eventId: opened.eventId,
        kind: 'attendee',
        id: attendeeId,
        service: opened.emulator.baseUrl,
      },
    })

    await opened.user.click(within(panel).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByTestId('attendee-details')).toBeNull())
    opened.core.core.links.receive(link)
    await waitFor(() => expect(window.location.hash).toBe(`#/attendees/${attendeeId}`))
    panel = await screen.findByTestId('attendee-details')
    expect(within(panel).getByRole('heading', { level: 2 }).textContent).toBe(name)
  })

  it('on a saved view names the view, and the link applies it', async () => {
    let viewId = ''
    const opened = await renderWithCore({
      section: 'attendees',
      prepare: async ({ call, workspaceId, eventId }) => {
        const saved = await call('views:save', {
          workspaceId,
          eventId,
          name: 'Checked in only',
          state: {
            filter: [{ field: 'status', op: 'in', value: ['CHECKED_IN'] }],
            sort: [],
            pageSize: 25,
            columns: defaultLayout(),
          },
        })
        viewId = saved.id
      },
    })
    const { user } = opened
    await user.click(await screen.findByRole('button', { name: 'Views' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Manage views…' }))
    const manage = await screen.findByRole('dialog', { name: 'Manage views' })
    await user.click(copyButton(manage, 'the view Checked in only'))
    await waitFor(() => expect(opened.core.clipboard).toHaveLength(1))
    const link = opened.core.clipboard[0]!
    expect(parseLink(link)).toEqual({
      ok: true,
      target: {
        workspaceId: opened.workspaceId,
        eventId: opened.eventId,
        kind: 'view',
        id: viewId,
        service: opened.emulator.baseUrl,
      },
    })

    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    opened.core.core.links.receive(link)
    await screen.findByRole('button', { name: 'Views: Checked in only' })
  })
})
