/**
 * The first screen's data, asked for before React draws (first-screen.ts), on
 * a real core and emulator: the first page goes out by itself, and the grid
 * then reads it from the cache instead of asking again.
 */
import { waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { settledGrid } from '@test-support/component/grid'
import { renderWithCore, type RunningEmulator } from '@test-support/component/render-with-core'
import { App } from './App'
import { prefetchFirstScreen } from './first-screen'
import { createQueryClient } from './query-client'

const pageReads = (emulator: RunningEmulator) =>
  emulator.state.requests().filter((r) => r.method === 'GET' && /\/attendees$/.test(r.path))

describe('the first screen', () => {
  it('asks for the first page of attendees before anything is drawn', async () => {
    const client = createQueryClient()
    const { emulator } = await renderWithCore({
      section: 'attendees',
      ui: () => {
        prefetchFirstScreen(client, window.location.hash)
        return <p>nothing drawn</p>
      },
    })
    await waitFor(() => expect(pageReads(emulator)).toHaveLength(1))
  })

  it('is read from what was asked, not asked again', async () => {
    const client = createQueryClient()
    const { emulator } = await renderWithCore({
      section: 'attendees',
      ui: () => {
        prefetchFirstScreen(client, window.location.hash)
        return <App client={client} />
      },
    })
    await settledGrid()
    expect(pageReads(emulator)).toHaveLength(1)
  })

  it('asks nothing for a window that opens on another screen', async () => {
    const client = createQueryClient()
    await renderWithCore({
      section: 'sessions',
      ui: () => {
        prefetchFirstScreen(client, window.location.hash)
        return <p>nothing drawn</p>
      },
    })
    expect(client.getQueryCache().getAll()).toHaveLength(0)
  })
})
