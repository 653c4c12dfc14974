/**
 * One section rendered alone inside the app's providers, on a real core and
 * emulator: the Teams section lists the service's active teams, the ones the
 * API returns.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { WorkspaceSummary } from '@shared/workspace'
import { AppProviders } from '@test-support/component/providers'
import { renderWithCore } from '@test-support/component/render-with-core'
import { TeamsSection } from './TeamsSection'

/** The section on a service whose only teams are `records`, as it sends them. */
async function renderWithOnly(records: unknown[]) {
  let workspace: WorkspaceSummary | undefined
  await renderWithCore({
    prepare: async ({ call, workspaceId, emulator }) => {
      emulator.state.teams.splice(0)
      emulator.state.setFaults([{ kind: 'odd-records', pathPrefix: '/v1/teams', records }])
      workspace = (await call('workspaces:list')).workspaces.find((w) => w.id === workspaceId)
    },
    ui: () => (
      <AppProviders>
        <TeamsSection workspace={workspace!} />
      </AppProviders>
    ),
  })
}

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

  it('shows a team sent with a numeric ID and no name, and never says "No teams"', async () => {
    await renderWithOnly([{ kind: 'team', id: 4711, name: null, isGeneral: false }])
    const row = await screen.findByTestId('team-row')
    expect(row.textContent).toContain('Unnamed team 4711')
    expect(screen.queryByTestId('teams-empty')).toBeNull()
  })

  it('counts the teams that could not be read, with the details one click away', async () => {
    await renderWithOnly([{ kind: 'team', name: 'No ID' }])
    const notice = await screen.findByTestId('teams-read-notice')
    expect(notice.textContent).toContain('1 team sent by the service could not be read')
    expect(within(notice).getByText('Details').tagName).toBe('SUMMARY')
    expect(notice.textContent).toContain('1 record without an ID was skipped.')
    expect(screen.queryByTestId('teams-empty')).toBeNull()
  })
})
