/**
 * The team picker: search by name, the keyboard (arrows, Enter, Escape), and
 * the chosen default team in the top bar with a copy button for its teamId.
 */
import { expect, test } from './fixtures'
import { addWorkspace, openSection } from './support/workspace'

test('teams are found by name, picked with the keyboard, and the default shows in the top bar', async ({
  app,
  emulator,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await addWorkspace(app, { name: 'Picker', baseUrl: emulator.baseUrl, apiKey: emulator.demoKey })
  await openSection(app, 'Teams')
  const active = emulator.teams.filter((t) => t.active)
  const rows = app.getByTestId('team-row')
  await expect(rows).toHaveCount(active.length)
  await expect(app.getByTestId('default-team')).toHaveCount(0)

  const search = app.getByRole('combobox', { name: 'Search teams' })
  // Case and accents do not matter; every word must be in the name.
  await search.fill('MARKETING')
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText('Marketing Events')
  await expect(app.getByTestId('teams-count')).toHaveText(`1 of ${active.length} teams`)

  await search.fill('zzz no such team')
  await expect(rows).toHaveCount(0)
  await expect(app.getByTestId('teams-no-match')).toContainText('zzz no such team')
  // Escape clears the search and every team is back.
  await search.press('Escape')
  await expect(search).toHaveValue('')
  await expect(rows).toHaveCount(active.length)

  // Arrows move the highlight (wrapping), Enter makes it the default; the focus stays in the box.
  await search.press('ArrowDown')
  await expect(rows.nth(0)).toHaveAttribute('data-active', 'true')
  await search.press('ArrowDown')
  await expect(rows.nth(1)).toHaveAttribute('data-active', 'true')
  await expect(rows.nth(0)).not.toHaveAttribute('data-active', 'true')
  await search.press('ArrowUp')
  await search.press('ArrowUp')
  const last = rows.nth(active.length - 1)
  await expect(last).toHaveAttribute('data-active', 'true')
  await search.press('Enter')
  const lastTeam = active[active.length - 1]!
  await expect(app.getByRole('radio', { name: lastTeam.name })).toBeChecked()
  await expect(search).toBeFocused()
  const header = app.getByTestId('default-team')
  await expect(header).toContainText(lastTeam.name)
  await expect(header).toHaveAttribute('data-team-id', lastTeam.id)

  // A search starts on its first match, so typing then Enter picks what is shown first.
  await search.fill('developer')
  await search.press('Enter')
  const devRel = active.find((t) => t.name === 'Developer Relations')!
  await expect(app.getByRole('radio', { name: devRel.name })).toBeChecked()
  await expect(header).toContainText(devRel.name)

  // The header's copy button puts the teamId on the clipboard, from any section.
  await openSection(app, 'Attendees')
  await header.getByRole('button', { name: 'Copy default team ID' }).click()
  await expect(app.getByText('Team ID copied')).toBeVisible()
  expect(await app.evaluate(() => navigator.clipboard.readText())).toBe(devRel.id)
})
