/**
 * The attendee overview as an organizer meets it: counts in words, bars that
 * pick a value by mouse and keyboard, the picked one pressed, empty values in
 * words, the snapshot's time and the offline mark.
 */
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { codeWords } from '@shared/attendees/cell-format'
import { AttendeeOverview, type AttendeeOverviewProps } from './AttendeeOverview'
import type { OverviewPick } from './overview-words'
import { sampleOverview } from './sample'

function renderOverview(props: Partial<AttendeeOverviewProps> = {}) {
  const onPick = vi.fn<(pick: OverviewPick) => void>()
  const onCustomField = vi.fn<(slug: string | null) => void>()
  const onRefresh = vi.fn<() => void>()
  const view = render(
    <AttendeeOverview
      overview={sampleOverview}
      statusWords={codeWords}
      picked={null}
      onPick={onPick}
      customFieldSlug="dietary"
      onCustomField={onCustomField}
      onRefresh={onRefresh}
      refreshCost="about 32 requests"
      offline={false}
      zone="UTC"
      {...props}
    />,
  )
  return { ...view, onPick, onCustomField, onRefresh, user: userEvent.setup() }
}

const chart = (name: string) => screen.getByRole('toolbar', { name: new RegExp(`^${name}:`) })

describe('the attendee overview', () => {
  it('shows the total, and each status in words with its count', () => {
    renderOverview()
    expect(screen.getByText('3,120 attendees')).toBeTruthy()
    const tiles = screen.getByRole('list', { name: 'Attendees by status' })
    const checkedIn = within(tiles).getByRole('button', { name: 'Checked in: 1,204 attendees' })
    expect(checkedIn.textContent).toBe('1,204Checked in')
    expect(
      within(tiles)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['1,804Registered', '1,204Checked in', '112Cancelled'])
  })

  it('hands over the field and value of a clicked tile or bar', async () => {
    const { user, onPick } = renderOverview()
    await user.click(within(chart('By country')).getByRole('button', { name: /^Kenya:/ }))
    expect(onPick).toHaveBeenLastCalledWith({ key: 'country', value: 'Kenya' })
    await user.click(screen.getByRole('button', { name: 'Cancelled: 112 attendees' }))
    expect(onPick).toHaveBeenLastCalledWith({ key: 'status', value: 'CANCELLED' })
    await user.click(within(chart('Dietary')).getByRole('button', { name: /^Vegan:/ }))
    expect(onPick).toHaveBeenLastCalledWith({ key: 'custom:dietary', value: 'Vegan' })
  })

  it('makes a chart one tab stop whose bars the arrow keys reach and Enter or Space pick', async () => {
    const { user, onPick } = renderOverview()
    const bars = within(chart('By ticket type')).getAllByRole('button')
    expect(bars.map((b) => b.tabIndex)).toEqual([0, -1, -1])
    bars[0]!.focus()
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement).toBe(bars[1])
    await user.keyboard('{Enter}')
    expect(onPick).toHaveBeenLastCalledWith({ key: 'ticketName', value: 'VIP' })
    await user.keyboard('{End}')
    expect(document.activeElement).toBe(bars[2])
    await user.keyboard(' ')
    expect(onPick).toHaveBeenLastCalledWith({ key: 'ticketName', value: 'Speaker' })
    expect(bars.map((b) => b.tabIndex)).toEqual([-1, -1, 0])
    await user.keyboard('{Home}')
    expect(document.activeElement).toBe(bars[0])
  })

  it('shows the picked bar pressed, with a check mark, and no other', () => {
    renderOverview({ picked: { key: 'country', value: 'Kenya' } })
    const country = within(chart('By country')).getAllByRole('button')
    expect(country.map((b) => b.getAttribute('aria-pressed'))).toEqual([
      'false',
      'true',
      'false',
      'false',
    ])
    expect(country[1]!.querySelector('.overview-bar__mark svg')).not.toBeNull()
    expect(country[0]!.querySelector('.overview-bar__mark svg')).toBeNull()
    // The picked bar is the chart's tab stop.
    expect(country.map((b) => b.tabIndex)).toEqual([-1, 0, -1, -1])
    const pressed = screen.getAllByRole('button', { pressed: true })
    expect(pressed).toEqual([country[1]])
  })

  it('shows a picked status tile pressed', () => {
    renderOverview({ picked: { key: 'status', value: 'CHECKED_IN' } })
    const tile = screen.getByRole('button', { name: 'Checked in: 1,204 attendees' })
    expect(tile.getAttribute('aria-pressed')).toBe('true')
    expect(screen.getByRole('button', { name: /^Registered:/ }).getAttribute('aria-pressed')).toBe(
      'false',
    )
  })

  it('says "Not given" for an empty value, which can be picked, and sums the rest in words', async () => {
    const { user, onPick } = renderOverview()
    const notGiven = within(chart('By country')).getByRole('button', {
      name: 'Not given: 304 attendees',
    })
    await user.click(notGiven)
    expect(onPick).toHaveBeenLastCalledWith({ key: 'country', value: '' })
    const others = screen.getByTestId('overview-others')
    expect(others.textContent).toContain('All others: 312 attendees')
    expect(within(others).queryByRole('button')).toBeNull()
  })

  it('sizes every bar by SVG attributes, with no inline style for the policy to refuse', () => {
    const stylesBefore = document.querySelectorAll('style').length
    const { container } = renderOverview()
    expect(container.querySelectorAll('[style]')).toHaveLength(0)
    // Nor a stylesheet put in at run time by what draws the charts (counted before and after
    // the render: other screens of the suite, such as the toasts, bring their own).
    expect(document.querySelectorAll('style')).toHaveLength(stylesBefore)
    const germany = within(chart('By country')).getByRole('button', { name: /^Germany:/ })
    // Germany is the largest value: a full bar; Kenya's is in proportion.
    expect(germany.querySelector('.overview-bar__fill')?.getAttribute('width')).toBe('100.00%')
    const kenya = within(chart('By country')).getByRole('button', { name: /^Kenya:/ })
    expect(kenya.querySelector('.overview-bar__fill')?.getAttribute('width')).toBe('58.31%')
  })

  it('lists the custom fields in words and hands over the one chosen', async () => {
    const { user, onCustomField } = renderOverview()
    const select = screen.getByRole('combobox', { name: 'Custom field' })
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['None', 'Dietary (4 answers)', 'T shirt size (6 answers)'])
    await user.selectOptions(select, 't_shirt-size')
    expect(onCustomField).toHaveBeenLastCalledWith('t_shirt-size')
    await user.selectOptions(select, '')
    expect(onCustomField).toHaveBeenLastCalledWith(null)
  })

  it('asks for a custom field when none is chosen', () => {
    renderOverview({ customFieldSlug: null, overview: { ...sampleOverview, byCustomField: null } })
    expect(screen.getByText('Choose a custom field to count its answers.')).toBeTruthy()
    expect(screen.queryByRole('toolbar', { name: /^Dietary:/ })).toBeNull()
  })

  it('says when the snapshot was taken and what a refresh costs', async () => {
    const { user, onRefresh } = renderOverview()
    expect(screen.getByText('as of 14 Mar 2026, 09:30')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Refresh (about 32 requests)' }))
    expect(onRefresh).toHaveBeenCalledOnce()
    expect(screen.queryByTestId('overview-offline')).toBeNull()
  })

  it('marks an offline overview as a snapshot and offers no refresh', () => {
    renderOverview({ offline: true })
    expect(screen.getByTestId('overview-offline').textContent).toBe(
      'Offline: this is the snapshot taken 14 Mar 2026, 09:30, not the live list.',
    )
    const refresh = screen.getByRole('button', { name: /^Refresh/ })
    expect(refresh).toHaveProperty('disabled', true)
  })

  it('sums up registrations per day in a sentence', () => {
    renderOverview()
    expect(
      screen.getByText(
        '3,120 registrations from 1 Mar 2026 to 13 Mar 2026; the most on 12 Mar 2026 (720).',
      ),
    ).toBeTruthy()
  })
})
