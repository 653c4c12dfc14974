/** A section whose code cannot be loaded says so, with a way out, instead of a blank window. */
import { render, screen } from '@testing-library/react'
import { lazy, Suspense } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { SectionBoundary } from './SectionBoundary'

describe('a section that cannot be opened', () => {
  it('says so and offers to reload the window', async () => {
    // React reports the caught error on the console; expected here.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const Missing = lazy(() =>
      Promise.reject(new Error('Failed to fetch dynamically imported module')),
    )
    render(
      <div>
        <p>The sidebar stays</p>
        <SectionBoundary>
          <Suspense fallback={<p>Loading</p>}>
            <Missing />
          </Suspense>
        </SectionBoundary>
      </div>,
    )
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('This screen could not be opened')
    expect(screen.getByRole('button', { name: 'Reload the window' })).toBeTruthy()
    expect(screen.getByText('The sidebar stays')).toBeTruthy()
    quiet.mockRestore()
  })
})
