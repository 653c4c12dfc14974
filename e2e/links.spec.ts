/**
 * stagehand:// links across starts of the app: a link copied from a
 * speaker's card, handed to a later start on the same profile as the system
 * hands it over (before the window), opens that speaker; a hostile link
 * handed over while the app runs is refused with its sentence. The links'
 * parsing, main's inbox and the window's following are tested beside their
 * code (shared/links/, electron/main/links/, renderer/src/links/).
 */
import { expect, test, waitForReady } from './fixtures'
import { attachHarness } from './harness/harness'
import { callCore, prepareWorkspace } from './support/attendees'
import { openSection } from './support/workspace'

test('a copied link opens the same speaker in a later start, and a hostile one is refused', async ({
  context,
  page,
  rendererServer,
  userDataDir,
  secrets,
  emulator,
}) => {
  const event = emulator.state.event(emulator.events[0]!.id)!
  const speaker = event.speakers[0]!
  const name = `${speaker.firstName} ${speaker.lastName}`

  // The first start: the speaker's card, and its link copied.
  const first = await attachHarness({ page, rendererUrl: rendererServer.url, userDataDir, secrets })
  let link: string
  try {
    const scope = await prepareWorkspace(first, emulator)
    await callCore(first, 'catalog:add', { ...scope, kind: 'speaker', text: speaker.id })
    await page.goto(`${rendererServer.url}/index.html`)
    await waitForReady(page)
    await openSection(page, 'Speakers')
    const card = page.getByRole('article', { name })
    await card.getByRole('button', { name: `Copy link to ${name}` }).click()
    await expect(page.getByText(`Link to ${name} copied`)).toBeVisible()
    expect(first.clipboard).toHaveLength(1)
    link = first.clipboard[0]!
    expect(link).toMatch(/^stagehand:\/\/open\//)
    expect(link).not.toContain(emulator.demoKey)
    // Away from the place, so that the later start is shown it by the link alone.
    await openSection(page, 'Teams')
  } finally {
    await page.close()
    await first.close()
  }

  // A later start on the same profile, given the link before its window exists.
  const again = await context.newPage()
  const second = await attachHarness({
    page: again,
    rendererUrl: rendererServer.url,
    userDataDir,
    secrets,
  })
  try {
    second.core.links.receive(link)
    await again.goto(`${rendererServer.url}/index.html`)
    await waitForReady(again)
    const details = again.getByRole('dialog', { name })
    await expect(details).toBeVisible()
    await expect(details.getByRole('region', { name: 'Record' })).toContainText(speaker.id)
    await details.getByRole('button', { name: 'Close' }).click()
    await expect(again.getByRole('heading', { level: 1 })).toHaveText('Speakers')

    // A second start hands over a link that would climb out of its place: refused, said, and
    // the window stays where it was.
    second.core.links.receive(link.replace(/speaker\/[^?]+/, 'session/%2E%2E'))
    await expect(again.getByTestId('link-refused')).toHaveText(
      /The link was not opened: its session ID is not one\./,
    )
    await expect(again.getByRole('heading', { level: 1 })).toHaveText('Speakers')
  } finally {
    await second.close()
  }
})
