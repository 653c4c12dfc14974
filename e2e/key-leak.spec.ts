/**
 * The API key never leaves the keychain and the requests to the service. A
 * whole session through the UI with a recognisable key — add the workspace,
 * open the attendee grid, export it to CSV, test the connection from the
 * workspace dialog, remove the workspace — and then the key, as itself or in
 * any likely encoding, is in no file of the profile, not in the export, not in
 * the log, not in the text Help → Copy Diagnostics puts on the clipboard, and
 * not in anything the renderer received or holds. The renderer
 * learns only the last four characters, and shows them.
 *
 * The search is first shown to find the key where it belongs (the keychain)
 * and in a planted copy of every encoding, so a broken search cannot pass.
 */
import { randomBytes } from 'node:crypto'
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { startEmulator } from '@emulator'
import { decodeBoundKey } from '@main/secrets/bound-key'
import { expect, test, waitForReady } from './fixtures'
import { harnessDownloadsDir } from './harness/harness'
import { requireHarness, settledGrid } from './support/attendees'
import { plantCopies, plantedCopies } from './support/leak-plants'
import {
  encodingsIn,
  filesUnder,
  searchAll,
  secretNeedles,
  type Finding,
} from './support/leak-search'
import { builtInGlobals, rendererState, type RendererState } from './support/renderer-state'
import { recordRendererTraffic } from './support/renderer-traffic'
import { addWorkspace, chooseEvent, openSection } from './support/workspace'

const WORKSPACE = 'Leak check'
const KEY_LABEL = 'Leak check key, READ+WRITE'

/** Recognisable in any dump; `+` and `/` make its percent and JSON forms differ from it. */
function recognisableKey(): string {
  const random = () => randomBytes(6).toString('hex')
  return `sk-LEAKCHECK-${random()}+${random()}/${random()}-7f3a`
}

async function exportAllColumns(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Export CSV…' }).click()
  const dialog = page.getByRole('dialog', { name: 'Export attendees as CSV' })
  await dialog.getByLabel(/All columns/).check()
  await dialog.getByRole('button', { name: 'Choose file and export' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('export-card')).toHaveAttribute('data-state', 'done', {
    timeout: 30_000,
  })
}

async function openEditDialog(page: Page) {
  await page.getByTestId('workspace-switcher').click()
  await page.getByRole('menuitem', { name: 'Edit workspace…' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit workspace' })
  await expect(dialog).toBeVisible()
  return dialog
}

/** Findings shown one per line, so a failure names every place at once. */
function described(findings: Finding[]): string[] {
  return findings.map((f) => `${f.where} (${f.encodings.join(', ')})`)
}

test('the API key stays in the keychain through a whole session and is found nowhere else', async ({
  page,
  browser,
  harness,
  rendererServer,
  userDataDir,
  secrets,
}) => {
  test.setTimeout(120_000)
  const core = requireHarness(harness).core
  const key = recognisableKey()
  const last4 = key.slice(-4)
  const needles = secretNeedles(key)
  const emulator = await startEmulator({ port: 0 })
  // The emulator knows only its seeded keys: this one joins them as a backend READ+WRITE key.
  emulator.state.keys.push({
    key,
    scopes: ['READ', 'WRITE'],
    kind: 'backend',
    label: KEY_LABEL,
  })
  const scratch = await mkdtemp(join(tmpdir(), 'stagehand-leak-scratch-'))
  const states: RendererState[] = []
  try {
    const builtIns = await builtInGlobals(browser, rendererServer.url)
    const snapshot = async (moment: string) =>
      states.push(await rendererState(page, builtIns, moment))
    const traffic = await recordRendererTraffic(page)
    await page.goto(`${rendererServer.url}/index.html`)
    await waitForReady(page)

    let workspaceId = ''
    await test.step('add the workspace with the dialog', async () => {
      await addWorkspace(page, { name: WORKSPACE, baseUrl: emulator.baseUrl, apiKey: key })
      const settings = await core.settings.read()
      workspaceId = settings.workspaces.find((w) => w.name === WORKSPACE)?.id ?? ''
      expect(workspaceId).not.toBe('')
    })

    await test.step('the search finds the key where it belongs: the keychain', async () => {
      const stored = await secrets.get(workspaceId)
      expect(decodeBoundKey(stored ?? '').key).toBe(key)
      expect(encodingsIn(stored ?? '', needles)).toContain('utf-8')
    })

    await test.step('the search finds a planted copy of every encoding', async () => {
      const copies = plantedCopies(key)
      await plantCopies(scratch, copies)
      const findings = searchAll(await filesUnder(scratch), needles)
      expect(findings).toHaveLength(copies.length)
      for (const copy of copies) {
        const finding = findings.find((f) => f.where === join(scratch, copy.file))
        expect(finding?.encodings, copy.file).toContain(copy.encoding)
      }
      // Every encoding the search knows is proven by some planted copy.
      const proven = new Set(copies.map((c) => c.encoding))
      expect([...new Set(needles.map((n) => n.encoding))].filter((e) => !proven.has(e))).toEqual([])
    })

    await test.step('open the attendee grid', async () => {
      await openSection(page, 'Attendees')
      await chooseEvent(page, emulator.events[0]!.id)
      const grid = await settledGrid(page)
      await expect(grid.locator('.grid__body > [role="row"]').first()).toBeVisible()
      await snapshot('grid open')
    })

    await test.step('export the attendees to a CSV file', async () => {
      await exportAllColumns(page)
      await snapshot('after the export')
    })

    await test.step('the dialog shows the last four characters and tests the connection', async () => {
      const dialog = await openEditDialog(page)
      await expect(dialog.getByText(`ends in ${last4}`)).toBeVisible()
      await expect(dialog.getByLabel('API key')).toHaveValue('')
      await dialog.getByRole('button', { name: 'Test connection' }).click()
      const activeTeams = emulator.teams.filter((t) => t.active).length
      await expect(dialog.getByTestId('connection-result')).toHaveText(
        `Connected: ${activeTeams} teams visible`,
      )
      await snapshot('connection tested')
    })

    let diagnostics = ''
    await test.step('copy the diagnostics, which name the workspace by its address', async () => {
      diagnostics = await core.diagnostics()
      expect(diagnostics).toContain(`Workspaces: 1\n- ${emulator.baseUrl}\n`)
    })

    await test.step('remove the workspace', async () => {
      const dialog = page.getByRole('dialog', { name: 'Edit workspace' })
      await dialog.getByRole('button', { name: 'Remove workspace…' }).click()
      await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click()
      await expect(page.getByTestId('welcome')).toBeVisible()
      expect(await secrets.get(workspaceId)).toBeNull()
      await snapshot('workspace removed')
    })

    // The session really used the key: the service saw it on the grid, the export and the test.
    const usedKey = emulator.state.requests().filter((r) => r.keyLabel === KEY_LABEL)
    expect(usedKey.length).toBeGreaterThan(3)

    const received = await traffic.received()
    await test.step('the recording holds what the renderer received', () => {
      expect(received.unreadable).toEqual([])
      expect(received.bridgeAnswers.length).toBeGreaterThan(5)
      // The renderer learns the last four characters through the bridge: the recording must show it.
      expect(received.bridgeAnswers.some((a) => a.content.toString().includes(`"${last4}"`))).toBe(
        true,
      )
      expect(received.events.length).toBeGreaterThan(0)
      for (const state of states) expect(state.globals).toContain('stagehand')
      expect(states.flatMap((s) => s.truncated)).toEqual([])
    })

    await test.step('the key is in no file, no log, no export and nothing the renderer saw', async () => {
      const downloads = await readdir(harnessDownloadsDir(userDataDir))
      expect(downloads).toHaveLength(1)
      const exported = join(harnessDownloadsDir(userDataDir), downloads[0]!)
      expect((await stat(exported)).size).toBeGreaterThan(0)
      expect((await stat(core.logFile)).size).toBeGreaterThan(0)

      const profileFiles = await filesUnder(userDataDir)
      expect(profileFiles.map((f) => f.where)).toContain(join(userDataDir, 'settings.json'))
      // Both lie in the profile today; read on their own too, so moving them elsewhere keeps them searched.
      const exportAndLog = [
        { where: `exported CSV ${exported}`, content: await readFile(exported) },
        { where: `log file ${core.logFile}`, content: await readFile(core.logFile) },
        { where: 'Help → Copy Diagnostics text', content: Buffer.from(diagnostics, 'utf8') },
      ]
      const findings = searchAll(
        [
          ...profileFiles,
          ...exportAndLog,
          ...received.bridgeAnswers,
          ...received.otherResponses,
          ...received.events,
          ...received.consoleMessages,
          ...states.flatMap((s) => s.pieces),
        ],
        needles,
      )
      expect(described(findings)).toEqual([])
    })
  } finally {
    await rm(scratch, { recursive: true, force: true })
    await emulator.close()
  }
})
