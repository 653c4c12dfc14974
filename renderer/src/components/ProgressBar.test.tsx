/** The progress bar's name, values and fill, as a screen reader and the eye take them. */
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ProgressBar } from './ProgressBar'

const fillOf = (bar: HTMLElement) => (bar.firstElementChild as HTMLElement).style.width

describe('ProgressBar', () => {
  it('names what it counts and fills as far as the count has come', () => {
    render(<ProgressBar label="Rows sent" value={3} max={12} valueText="3 of 12 rows sent" />)
    const bar = screen.getByRole('progressbar', { name: 'Rows sent' })
    expect(bar.getAttribute('aria-valuenow')).toBe('3')
    expect(bar.getAttribute('aria-valuemax')).toBe('12')
    expect(bar.getAttribute('aria-valuetext')).toBe('3 of 12 rows sent')
    expect(fillOf(bar)).toBe('25%')
  })

  it('counts in percent unless told otherwise, and says no words of its own', () => {
    render(<ProgressBar label="Batch undo progress" value={40} />)
    const bar = screen.getByRole('progressbar', { name: 'Batch undo progress' })
    expect(bar.getAttribute('aria-valuemax')).toBe('100')
    expect(bar.hasAttribute('aria-valuetext')).toBe(false)
    expect(fillOf(bar)).toBe('40%')
  })

  it('shows a full bar when there was nothing to do', () => {
    render(<ProgressBar label="Rows sent" value={0} max={0} />)
    expect(fillOf(screen.getByRole('progressbar', { name: 'Rows sent' }))).toBe('100%')
  })
})
