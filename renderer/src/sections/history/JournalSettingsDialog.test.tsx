/**
 * The journal's settings from History on a real core: a value out of range
 * is refused on its field with what to enter, a valid one is saved in main.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithCore } from '@test-support/component/render-with-core'
import { fileJournalStores } from '@test-support/journal'
import { tempDirPerTest } from '@test-support/temp-dir'

const dir = tempDirPerTest('journal-settings')

describe('journal settings', () => {
  it('refuses a value out of range on its field and saves a valid one', async () => {
    const { user, call } = await renderWithCore({ section: 'history' })
    await user.click(await screen.findByRole('button', { name: 'Journal settings…' }))
    const dialog = await screen.findByRole('dialog', { name: 'Journal settings' })
    const days = await within(dialog).findByLabelText('Keep changes for (days)')
    const room = within(dialog).getByLabelText('Room for pictures (MB)')
    const saved = await call('journal:getSettings', {})
    expect((days as HTMLInputElement).value).toBe(String(saved.retentionDays))

    await user.clear(days)
    await user.type(days, '0')
    await user.clear(room)
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(days.getAttribute('aria-invalid')).toBe('true'))
    expect(dialog.textContent).toContain('Keep entries for 1 day at least')
    expect(dialog.textContent).toContain('Enter a whole number of megabytes from 1 to 100,000')
    expect(await call('journal:getSettings', {})).toEqual(saved)

    await user.clear(days)
    await user.type(days, '30')
    await user.type(room, '250')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(await call('journal:getSettings', {})).toEqual({ retentionDays: 30, pictureCapMb: 250 })
  })

  it('tells in History that unreadable settings were moved aside, until saved again', async () => {
    const stores = await fileJournalStores(dir(), '{"retentionDays": "forever"}')
    const { user } = await renderWithCore({ section: 'history', journalStores: stores })
    const notice = await screen.findByText(/settings could not be read/)
    expect(notice.textContent).toMatch(
      /The change journal's settings could not be read\. The file was moved to .*settings\.json\.corrupt-\d+, and the defaults apply: changes are kept for 180 days and pictures take up to 500 MB\./,
    )
    await user.click(screen.getByRole('button', { name: 'Journal settings…' }))
    const dialog = await screen.findByRole('dialog', { name: 'Journal settings' })
    await within(dialog).findByLabelText('Keep changes for (days)')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(screen.queryByText(/settings could not be read/)).toBeNull())
  })
})
