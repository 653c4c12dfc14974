/**
 * One section rendered alone inside the app's providers, on a real core and
 * emulator: the Teams section lists the service's active teams, the ones the
 * API returns.
 */
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { WorkspaceSummary } from '@shared/workspace'
import { AppProviders } from '@test-support/component/providers'
import { renderWithCore } from '@test-support/component/render-with-core'
import { TeamsSection } from './TeamsSection'

describe('the Teams section alone', () => {
  it('lists the active teams of the service', async () => {
    let workspace: WorkspaceSummary | undefined
    const { emulator } = await renderWithCore({
      prepare: async ({ call, workspaceId }) => {
        workspace = (await call('workspaces:list')).workspaces.find((w) => w.id === workspaceId)
      },
      ui: () => (
        <AppProviders>
          <TeamsSection workspace={workspace!} />
        </AppProviders>
      ),
    })
    const active = emulator.teams.filter((t) => t.active)
    expect(active.length).toBeLessThan(emulator.teams.length)
    await waitFor(() => expect(screen.getAllByTestId('team-row')).toHaveLength(active.length))
    const shown = screen.getAllByTestId('team-row').map((row) => row.textContent ?? '')
    for (const team of active) expect(shown.some((text) => text.includes(team.name))).toBe(true)
  })
})
