/**
 * The component tests' waits on a busy machine.
 *
 * Each screen drives a real core and emulator: on two busy cores a step the
 * screen takes can run past testing-library's default second. The shared
 * setup (test-support/component/setup.ts) gives every findBy and waitFor a
 * generous bound; a wait still ends as soon as its condition holds.
 */
import { render, screen, waitFor } from '@testing-library/react'
import { useEffect, useState } from 'react'
import { describe, expect, it } from 'vitest'

/** Longer than testing-library's default wait of one second. */
const PAST_THE_DEFAULT_MS = 1_500

function ShowsLate() {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), PAST_THE_DEFAULT_MS)
    return () => clearTimeout(timer)
  }, [])
  return shown ? <p data-testid="late">here</p> : null
}

describe('a wait in a component test', () => {
  it('holds for a step that takes longer than a second', async () => {
    render(<ShowsLate />)
    expect((await screen.findByTestId('late')).textContent).toBe('here')
  })

  it('holds for a condition that takes longer than a second', async () => {
    const began = Date.now()
    await waitFor(() => expect(Date.now() - began).toBeGreaterThanOrEqual(PAST_THE_DEFAULT_MS))
  })
})
