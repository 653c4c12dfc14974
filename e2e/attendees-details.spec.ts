/**
 * The detail panel (everything an attendee carries, HTML sanitised) and the
 * attendee's picture; the grid's empty and error states are tested as
 * components (renderer/src/sections/attendees/AttendeeErrors.test.tsx). Hostile HTML comes from a small loopback
 * proxy in front of the emulator that rewrites the first attendee's bio and
 * a disclaimer, since the emulator's own data is well-behaved; it also gives
 * that attendee a number in a custom field and a field the contract does not
 * name, and takes the last attendee's ID away, as another service might.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, takeCspViolations, test, type RunningEmulator } from './fixtures'
import { callCore, openAttendees, requireHarness, settledGrid } from './support/attendees'
import { attendeesTest } from './support/attendees-test'

const HOSTILE_BIO =
  '<p>Speaks on <strong>security</strong>.</p><img src="x" onerror="window.__pwned=1"><script>window.__pwned=2</script>' +
  '<a href="javascript:window.__pwned=3">click</a><a href="https://example.com/talk" onclick="window.__pwned=4">talk</a>' +
  '<iframe src="https://example.com"></iframe><style>body{display:none}</style>'

/** Forwards to the emulator; the first attendee of every page gets hostile HTML. */
async function hostileProxy(
  emulator: RunningEmulator,
): Promise<{ baseUrl: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    void (async () => {
      const upstream = await fetch(emulator.baseUrl + (req.url ?? '/'), {
        headers: { authorization: String(req.headers.authorization ?? '') },
      })
      let body = await upstream.text()
      if (upstream.ok && req.url?.includes('/attendees')) {
        const page = JSON.parse(body) as {
          data: {
            id?: string
            profile: { bio: string }
            disclaimers: { text: string }[]
            customFieldsData: { fieldSlug: string; value: unknown }[]
            loyaltyTier?: string
          }[]
        }
        const first = page.data[0]
        if (first) {
          first.profile.bio = HOSTILE_BIO
          if (first.disclaimers[0])
            first.disclaimers[0].text = '<p onmouseover="window.__pwned=5">I agree</p>'
          first.customFieldsData.push({ fieldSlug: 'age', value: 30 })
          first.loyaltyTier = 'gold'
        }
        const last = page.data.at(-1)
        if (last && last !== first) delete last.id
        body = JSON.stringify(page)
      }
      res.writeHead(upstream.status, { 'content-type': 'application/json' })
      res.end(body)
    })().catch(() => {
      res.writeHead(502)
      res.end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

test('a row opens every detail of the attendee, with API HTML sanitised', async ({
  app,
  harness,
  emulator,
}) => {
  const proxy = await hostileProxy(emulator)
  try {
    await openAttendees(app, harness, {
      ...emulator,
      baseUrl: proxy.baseUrl,
      demoKey: emulator.demoKey,
      events: emulator.events,
    })
    const grid = await settledGrid(app)
    const first = grid.getByRole('row').nth(1)
    const id = await first.getAttribute('data-attendee-id')
    await first.click()
    const panel = app.getByTestId('attendee-details')
    await expect(panel).toBeVisible()
    for (const section of [
      'Profile',
      'Social links',
      'Ticket',
      'Custom fields',
      'Disclaimers',
      'Source',
      'Status',
      'Notifications',
      'Record',
    ]) {
      await expect(panel.getByRole('region', { name: section })).toBeVisible()
    }
    await expect(panel.getByRole('region', { name: 'Record' })).toContainText(id!)
    await expect(panel.getByRole('region', { name: 'Custom fields' })).toContainText(
      'dietary-requirements',
    )
    // A number where the contract says text is shown as text; a field it does not name is listed.
    await expect(panel.getByRole('region', { name: 'Custom fields' })).toContainText('age30')
    const other = panel.getByRole('region', { name: 'Other fields from the service' })
    await expect(other).toContainText('loyaltyTier')
    await expect(other).toContainText('gold')
    const notes = app.getByTestId('attendees-read-notes')
    await expect(notes.locator('p')).toHaveText([
      'Some values came in another form than usual and are shown as sent.',
      '1 record without an ID was skipped.',
    ])
    // The field and the type found are for support, one click away (under the open panel here).
    await expect(notes.locator('summary')).toHaveText('Details')
    await expect(notes.locator('details li')).toHaveText([
      'Shown as text: customFieldsData.value (number).',
    ])
    await expect(panel.getByRole('region', { name: 'Disclaimers' })).toContainText(
      /Consent given|No consent/,
    )
    // The bio keeps its formatting and text, loses everything active.
    const bio = panel.getByRole('region', { name: 'Profile' }).locator('[data-safe-html]')
    await expect(bio.locator('strong')).toHaveText('security')
    await expect(bio.locator('img, script, iframe, style')).toHaveCount(0)
    await expect(bio.locator('[onerror], [onclick], [onmouseover]')).toHaveCount(0)
    await expect(bio.locator('a[href^="javascript"]')).toHaveCount(0)
    await expect(bio.locator('a[href="https://example.com/talk"]')).toHaveText('talk')
    const disclaimer = panel
      .getByRole('region', { name: 'Disclaimers' })
      .locator('[data-safe-html]')
      .first()
    await expect(disclaimer).toHaveText('I agree')
    await disclaimer.hover()
    await bio.getByText('talk').click()
    expect(await app.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined()
    await panel.getByRole('button', { name: 'Close' }).click()
    await expect(panel).toBeHidden()
    // The keyboard opens it too.
    await grid.getByRole('row').nth(2).focus()
    await app.keyboard.press('Enter')
    await expect(panel).toBeVisible()
    // Reading the hostile HTML meets the window's policy, which refuses its handlers and
    // styles outright: nothing else is refused.
    const refused = await takeCspViolations(app)
    expect(refused.length).toBeGreaterThan(0)
    expect(refused.filter((v) => !/^(script-src-attr|style-src-elem) inline /.test(v))).toEqual([])
  } finally {
    await proxy.close()
  }
})

attendeesTest(
  "shows the attendee's picture from a blob: URL, fetched by main, never by the window",
  async ({ app, harness, attendeesScope }) => {
    const windowAsked: string[] = []
    app.on('request', (request) => windowAsked.push(request.url()))
    const grid = await settledGrid(app)
    const shown = await grid
      .locator('[data-attendee-id]')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-attendee-id')))
    const page = await callCore(requireHarness(harness), 'attendees:list', {
      ...attendeesScope,
      pageSize: 100,
    })
    const withPicture = page.items.find(
      (a) => shown.includes(a.id) && (a.profile?.profilePictureUrl ?? '') !== '',
    )
    expect(withPicture, 'an attendee with a picture on the first page').toBeDefined()
    await grid.locator(`[data-attendee-id="${withPicture!.id}"]`).click()
    const avatar = app.getByTestId('attendee-details').getByTestId('attendee-avatar')
    await expect(avatar).toHaveAttribute('src', /^blob:/)
    await expect
      .poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0)
    const pictureUrl = withPicture!.profile!.profilePictureUrl!
    expect(windowAsked.filter((url) => url === pictureUrl || url.includes('/media/'))).toEqual([])
  },
)
