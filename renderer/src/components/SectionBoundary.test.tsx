/** A section (or a part of one) whose code cannot be loaded says so, with a way out, instead of a blank window. */
import { render, screen } from '@testing-library/react'
import { lazy, Suspense } from 'react'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { SectionBoundary } from './SectionBoundary'

/** `beside`, then a boundary (titled `title`) around code that cannot be fetched. */
function renderMissing(beside: string, title?: string) {
  // React reports the caught error on the console; expected here.
  const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  onTestFinished(() => quiet.mockRestore())
  const Missing = lazy(() =>
    Promise.reject(new Error('Failed to fetch dynamically imported module')),
  )
  render(
    <div>
      <p>{beside}</p>
      <SectionBoundary title={title}>
        <Suspense fallback={<p>Loading</p>}>
          <Missing />
        </Suspense>
      </SectionBoundary>
    </div>,
  )
}

describe('a section that cannot be opened', () => {
  it('says so and offers to reload the window', async () => {
    renderMissing('The sidebar stays')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('This screen could not be opened')
    expect(screen.getByRole('button', { name: 'Reload the window' })).toBeTruthy()
    expect(screen.getByText('The sidebar stays')).toBeTruthy()
  })

  it('names the part of a screen that could not be shown, and keeps the rest', async () => {
    renderMissing('The grid stays', "The overview's charts could not be shown")
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain("The overview's charts could not be shown")
    expect(alert.textContent).not.toContain('This screen could not be opened')
    expect(screen.getByText('The grid stays')).toBeTruthy()
  })
})
