/**
 * The foundation, end to end: a workspace is added, its key goes to the OS
 * keychain (and nowhere else), teams load through the whole stack, a default
 * team is kept across a reload, a refused key says so, and removing the
 * workspace removes the key.
 */
import { execFileSync } from 'node:child_process'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { decodeBoundKey } from '@main/secrets/bound-key'
import {
  createKeyringSecretStore,
  keychainAccount,
  KEYCHAIN_SERVICE,
} from '@main/secrets/keyring-secret-store'
import { expect, test, waitForReady } from './fixtures'
import { addWorkspace, openSection } from './support/workspace'

// The one journey through the OS keychain (the others keep keys in memory).
test.use({ secrets: async ({}, use) => use(createKeyringSecretStore()) })

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name))
}

/** The default team main has saved for a workspace, read from its settings file. */
async function savedDefaultTeam(userDataDir: string, workspaceId: string): Promise<string | null> {
  const settings = JSON.parse(await readFile(join(userDataDir, 'settings.json'), 'utf8')) as {
    workspaces: { id: string; defaultTeamId: string | null }[]
  }
  return settings.workspaces.find((w) => w.id === workspaceId)?.defaultTeamId ?? null
}

async function workspaceIdByName(userDataDir: string, name: string): Promise<string> {
  const settings = JSON.parse(await readFile(join(userDataDir, 'settings.json'), 'utf8')) as {
    workspaces: { id: string; name: string }[]
  }
  const found = settings.workspaces.find((w) => w.name === name)
  if (!found) throw new Error(`workspace ${name} not in settings`)
  return found.id
}

test('a workspace with a good key shows its teams, and the default team survives a reload', async ({
  app,
  emulator,
  userDataDir,
}) => {
  await addWorkspace(app, {
    name: 'Acme Events',
    baseUrl: emulator.baseUrl,
    apiKey: emulator.demoKey,
  })
  await openSection(app, 'Teams')
  const activeTeams = emulator.teams.filter((t) => t.active)
  await expect(app.getByTestId('team-row')).toHaveCount(activeTeams.length)
  const inactive = emulator.teams.find((t) => !t.active)
  if (inactive) await expect(app.getByText(inactive.name, { exact: true })).toHaveCount(0)

  const chosen = activeTeams[1] ?? activeTeams[0]
  if (!chosen) throw new Error('emulator has no active team')
  await app.getByRole('radio', { name: chosen.name }).check()
  await expect(app.getByRole('radio', { name: chosen.name })).toBeChecked()
  // Shown at once, saved by main a moment later. The harness's calls are fetches, which a
  // reload may cut before they are sent (Electron's are sent as they are made): the
  // journey is about what a reload reads back, so it starts from the saved choice.
  const workspaceId = await workspaceIdByName(userDataDir, 'Acme Events')
  await expect.poll(() => savedDefaultTeam(userDataDir, workspaceId)).toBe(chosen.id)

  await app.reload()
  await waitForReady(app)
  await openSection(app, 'Teams')
  await expect(app.getByRole('radio', { name: chosen.name })).toBeChecked()
})

test('a wrong key shows that the key was refused and offers to edit the workspace', async ({
  app,
  emulator,
}) => {
  await addWorkspace(app, {
    name: 'Wrong key',
    baseUrl: emulator.baseUrl,
    apiKey: 'not-a-real-key-0000',
  })
  await openSection(app, 'Teams')
  const error = app.getByTestId('teams-error')
  await expect(error).toContainText(`The API key was refused by ${emulator.baseUrl}`)
  await error.getByRole('button', { name: 'Edit workspace' }).click()
  await expect(app.getByRole('dialog', { name: 'Edit workspace' })).toBeVisible()
})

test('moving a workspace to another address asks for its key again, on the key field', async ({
  app,
  emulator,
}) => {
  await addWorkspace(app, { name: 'Moving', baseUrl: emulator.baseUrl, apiKey: emulator.demoKey })
  const moved = new URL(emulator.baseUrl)
  moved.port = String(Number(moved.port) + 1)
  await app.getByTestId('workspace-switcher').click()
  await app.getByRole('menuitem', { name: 'Edit workspace…' }).click()
  const dialog = app.getByRole('dialog', { name: 'Edit workspace' })
  await dialog.getByLabel('API base URL').fill(moved.origin)
  await dialog.getByRole('button', { name: 'Save' }).click()
  const key = dialog.getByLabel('API key')
  await expect(key).toHaveAttribute('aria-invalid', 'true')
  await expect(key).toHaveAccessibleDescription(
    new RegExp(`The address changed: enter the key again for ${moved.origin}`),
  )
  // Said once, on the field, without the hint to leave the key empty.
  await expect(key).not.toHaveAccessibleDescription(/leave empty/)
  await expect(dialog.getByTestId('workspace-form-error')).toHaveCount(0)
  await expect(dialog).toBeVisible()
})

test('the key lives in the OS keychain only, and removing the workspace removes it', async ({
  app,
  emulator,
  userDataDir,
}) => {
  const key = emulator.demoKey
  await addWorkspace(app, { name: 'Keychain check', baseUrl: emulator.baseUrl, apiKey: key })
  const id = await workspaceIdByName(userDataDir, 'Keychain check')

  // A new process reads it back from the Secret Service…
  const fromSecretTool = execFileSync(
    'secret-tool',
    ['lookup', 'service', KEYCHAIN_SERVICE, 'username', keychainAccount(id)],
    {
      encoding: 'utf8',
    },
  )
  // The entry holds the key and the origin it was entered for (bound-key.ts).
  const origin = new URL(emulator.baseUrl).origin
  expect(decodeBoundKey(fromSecretTool.trim())).toEqual({ key, origin })
  // …and so does a fresh SecretStore.
  expect(decodeBoundKey((await createKeyringSecretStore().get(id)) ?? '')).toEqual({ key, origin })

  // No file in the user-data folder holds it; the settings keep only the last four characters.
  const files = await filesUnder(userDataDir)
  expect(files.length).toBeGreaterThan(0)
  for (const file of files) {
    expect(
      (await readFile(file)).includes(Buffer.from(key)),
      `${file} must not contain the key`,
    ).toBe(false)
  }
  const settings = await readFile(join(userDataDir, 'settings.json'), 'utf8')
  expect(settings).toContain(key.slice(-4))

  await app.getByTestId('workspace-switcher').click()
  await app.getByRole('menuitem', { name: 'Edit workspace…' }).click()
  const dialog = app.getByRole('dialog', { name: 'Edit workspace' })
  await dialog.getByRole('button', { name: 'Remove workspace…' }).click()
  await app.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click()
  await expect(app.getByTestId('welcome')).toBeVisible()
  expect(await createKeyringSecretStore().get(id)).toBeNull()
})
