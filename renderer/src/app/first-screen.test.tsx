/**
 * The first screen's data, asked for before React draws (first-screen.ts), on
 * a real core and emulator: the first page goes out by itself, and the grid
 * then reads it from the cache instead of asking again. The window is first
 * drawn once it is answered, or when the wait for it ends.
 */
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { settledGrid } from '@test-support/component/grid'
import {
  renderWithCore,
  startEmulator,
  type RunningEmulator,
} from '@test-support/component/render-with-core'
import { App } from './App'
import { firstDraw, prefetchFirstScreen } from './first-screen'
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

  it('asks only for the workspace list for a window that opens on another screen', async () => {
    const client = createQueryClient()
    let ready: Promise<void> = Promise.resolve()
    const { emulator } = await renderWithCore({
      section: 'sessions',
      ui: () => {
        ready = prefetchFirstScreen(client, window.location.hash)
        return <p>nothing drawn</p>
      },
    })
    await ready
    expect(
      client
        .getQueryCache()
        .getAll()
        .map((q) => q.queryKey),
    ).toEqual([['workspaces']])
    expect(pageReads(emulator)).toHaveLength(0)
  })

  it('says a first page that failed as the grid says any failed page', async () => {
    const service = await startEmulator({ port: 0, control: true })
    onTestFinished(() => service.close())
    service.state.setFaults([{ kind: 'html', pathPrefix: '/v1/events/' }])
    const client = createQueryClient()
    await renderWithCore({
      service,
      section: 'attendees',
      ui: () => {
        void firstDraw(prefetchFirstScreen(client, window.location.hash))
        return <App client={client} />
      },
    })
    const banner = await screen.findByTestId('attendees-error')
    expect(banner.textContent).toContain('The attendees could not be loaded')
    expect(banner.textContent).toMatch(/error page instead of data/)
    service.state.setFaults([])
    await userEvent.click(within(banner).getByRole('button', { name: 'Retry' }))
    await settledGrid()
    expect(screen.queryByTestId('attendees-error')).toBeNull()
  })

  it('is ready to draw once the page and the columns are answered', async () => {
    const client = createQueryClient()
    let ready: Promise<void> = Promise.resolve()
    await renderWithCore({
      section: 'attendees',
      ui: () => {
        ready = prefetchFirstScreen(client, window.location.hash)
        return <p>nothing drawn</p>
      },
    })
    await ready
    const answered = client
      .getQueryCache()
      .getAll()
      .map((q) => [q.queryKey[0], q.state.status])
    expect(answered).toEqual(
      expect.arrayContaining([
        ['attendees', 'success'],
        ['attendee-views', 'success'],
      ]),
    )
  })

  it('is ready to draw at once without a workspace, and on another screen', async () => {
    const client = createQueryClient()
    const ready: Promise<void>[] = []
    await renderWithCore({
      workspace: false,
      section: 'attendees',
      ui: () => {
        ready.push(prefetchFirstScreen(client, window.location.hash))
        ready.push(prefetchFirstScreen(client, '#/sessions'))
        return <p>nothing drawn</p>
      },
    })
    await Promise.all(ready)
    expect(client.getQueryCache().findAll({ queryKey: ['attendees'] })).toEqual([])
  })
})

describe('the first drawing', () => {
  it('waits for the data, and no longer than its bound', async () => {
    vi.useFakeTimers()
    try {
      let drawn = false
      void firstDraw(new Promise(() => undefined), 150).then(() => (drawn = true))
      await vi.advanceTimersByTimeAsync(149)
      expect(drawn).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      expect(drawn).toBe(true)
    } finally {
      vi.useRealTimers()
    }
  })

  it('comes as soon as the data is answered', async () => {
    vi.useFakeTimers()
    try {
      let answer!: () => void
      let drawn = false
      void firstDraw(new Promise((resolve) => (answer = resolve)), 150).then(() => (drawn = true))
      await vi.advanceTimersByTimeAsync(10)
      expect(drawn).toBe(false)
      answer()
      await vi.advanceTimersByTimeAsync(0)
      expect(drawn).toBe(true)
      expect(vi.getTimerCount()).toBe(0)
    } finally {
      vi.useRealTimers()
    }
  })
})
