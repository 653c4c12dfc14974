/**
 * Screens of the Agenda section for `npm run screenshots` and the axe run:
 * the timeline with a conflict, the import's column step, its review (a bad
 * row, a conflict, a row left out; a sheet with more problems than a page),
 * an apply under way and its summary.
 *
 * Some of the demo event's sessions are first written through the page's own
 * bridge, so the catalog knows their times (the service cannot read a
 * session). An apply's row is held by the demo emulator's control surface,
 * so the screen shows it under way.
 */
import type { Page } from 'playwright'
import { startEmulator } from '@emulator'
import type { StagehandBridge } from '@shared/ipc/bridge'
import type { Screen } from './screens'

interface DemoEvent {
  baseUrl: string
  eventId: string
  sessions: string[]
  locations: { id: string; name: string }[]
}

/** The demo event's sessions and locations, the zone set to Europe/Berlin, and some sessions written. */
async function prepare(page: Page): Promise<DemoEvent> {
  return page.evaluate(async () => {
    const stagehand = (window as unknown as { stagehand: StagehandBridge }).stagehand
    const { workspaces, activeWorkspaceId } = await stagehand.workspaces.list()
    const workspace = workspaces.find((w) => w.id === activeWorkspaceId)!
    const ref = { workspaceId: workspace.id, eventId: workspace.eventId! }
    await stagehand.sessionDrafts.setTimeZone({ ...ref, timeZone: 'Europe/Berlin' })
    // No named functions in here: the bundler would wrap them in a helper the page lacks.
    const sessions = (await stagehand.catalog.list({ ...ref, kind: 'session' })).entries
      .map((e) => e.id)
      .sort()
    const locations = (await stagehand.catalog.list({ ...ref, kind: 'location' })).entries
      .filter((l) => l.label)
      .map((l) => ({ id: l.id, name: l.label! }))
      .sort((a, b) => a.name.localeCompare(b.name))
    // Two days in three rooms; the second and third overlap in the first room.
    const plan: [number, string, string, number][] = [
      [0, '2026-05-12T07:00:00Z', '2026-05-12T08:00:00Z', 0],
      [1, '2026-05-12T08:30:00Z', '2026-05-12T10:00:00Z', 0],
      [2, '2026-05-12T09:30:00Z', '2026-05-12T10:30:00Z', 0],
      [3, '2026-05-12T07:30:00Z', '2026-05-12T09:00:00Z', 1],
      [4, '2026-05-12T12:00:00Z', '2026-05-12T13:00:00Z', 2],
      [5, '2026-05-13T07:00:00Z', '2026-05-13T08:30:00Z', 1],
      [6, '2026-05-13T09:00:00Z', '2026-05-13T10:00:00Z', 2],
    ]
    for (const [i, startDateTime, endDateTime, room] of plan)
      await stagehand.sessions.update({
        ...ref,
        sessionId: sessions[i]!,
        changes: { startDateTime, endDateTime, locationId: locations[room]!.id },
      })
    return { baseUrl: workspace.baseUrl, eventId: ref.eventId, sessions, locations }
  })
}

async function openAgenda(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: 'Agenda' })
    .click()
  await page.getByRole('heading', { level: 1, name: 'Agenda' }).waitFor()
}

/** Drops a CSV file with `lines` on the import's drop zone, as a person drags one from a folder. */
async function dropSheet(page: Page, lines: string[]): Promise<void> {
  await openAgenda(page)
  await page.getByRole('button', { name: 'Import a spreadsheet…' }).click()
  await page.getByTestId('agenda-drop').evaluate(
    (zone, text) => {
      const transfer = new DataTransfer()
      transfer.items.add(new File([text], 'agenda.csv', { type: 'text/csv' }))
      zone.dispatchEvent(
        new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }),
      )
    },
    `${lines.join('\n')}\n`,
  )
}

/** A sheet of five sessions: a bad start on row 4, rows 5 and 6 overlapping in one room. */
function sheet(e: DemoEvent, header = 'Session ID,Title,Start,End,Location'): string[] {
  const [hall, studio] = e.locations
  return [
    header,
    `${e.sessions[0]},Opening keynote,2026-05-12 09:00,2026-05-12 10:00,${hall!.name}`,
    `${e.sessions[3]},Design systems at scale,2026-05-12 10:30,2026-05-12 11:30,${studio!.name}`,
    `${e.sessions[7]},Closing panel,TBD,2026-05-12 18:00,${hall!.name}`,
    `${e.sessions[8]},Hands-on: accessible forms,2026-05-13 14:00,2026-05-13 15:30,${studio!.name}`,
    `${e.sessions[9]},Office hours,2026-05-13 15:00,2026-05-13 16:00,${studio!.name}`,
  ]
}

async function review(page: Page): Promise<DemoEvent> {
  const e = await prepare(page)
  await dropSheet(page, sheet(e))
  await page.getByTestId('import-review').waitFor()
  return e
}

/** Holds the service's answer to one session's update for a while, through the emulator's controls. */
async function holdUpdate(e: DemoEvent, sessionId: string): Promise<void> {
  const rules = [
    {
      kind: 'hang',
      method: 'PUT',
      pathPrefix: `/v1/events/${e.eventId}/sessions/${sessionId}`,
      times: 1,
      holdMs: 20_000,
    },
  ]
  const response = await fetch(`${e.baseUrl}/__control/faults`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rules }),
  })
  if (!response.ok) throw new Error(`the emulator refused the fault: ${await response.text()}`)
}

export const agendaScreens: Screen[] = [
  {
    name: 'agenda-timeline',
    async show(page) {
      await prepare(page)
      await openAgenda(page)
      await page.getByTestId('agenda-conflicts').waitFor()
    },
  },
  {
    name: 'agenda-timeline-untimed',
    async show(page) {
      const e = await prepare(page)
      // Two sessions added by hand, whose times nothing has told yet.
      await page.evaluate(async (eventId) => {
        const stagehand = (window as unknown as { stagehand: StagehandBridge }).stagehand
        const { activeWorkspaceId } = await stagehand.workspaces.list()
        await stagehand.catalog.add({
          workspaceId: activeWorkspaceId!,
          eventId,
          kind: 'session',
          text: '5e55e55e-0000-4000-8000-000000000001\n5e55e55e-0000-4000-8000-000000000002',
        })
      }, e.eventId)
      await openAgenda(page)
      await page.getByTestId('agenda-unscheduled').scrollIntoViewIfNeeded()
    },
  },
  {
    name: 'agenda-import-open',
    async show(page) {
      await openAgenda(page)
      await page.getByRole('button', { name: 'Import a spreadsheet…' }).click()
      // A file of another kind, dropped: refused at once with what is needed.
      await page.getByTestId('agenda-drop').evaluate((zone) => {
        const transfer = new DataTransfer()
        transfer.items.add(new File(['%PDF'], 'agenda.pdf', { type: 'application/pdf' }))
        zone.dispatchEvent(
          new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }),
        )
      })
      await page.getByTestId('import-open-error').waitFor()
    },
  },
  {
    name: 'agenda-import-columns',
    async show(page) {
      const e = await prepare(page)
      await dropSheet(page, sheet(e, 'Session ID,Title,Start,End,Saal').slice(0, 3))
      await page.getByTestId('import-mapping').waitFor()
    },
  },
  {
    name: 'agenda-import-review',
    async show(page) {
      await review(page)
      await page.getByRole('checkbox', { name: /^Row 3: / }).uncheck()
    },
  },
  {
    // A sheet a European spreadsheet saved, no date of which tells day from month: asked once.
    name: 'agenda-import-date-order',
    async show(page) {
      const e = await prepare(page)
      await dropSheet(page, [
        'Session ID,Title,Start,End',
        `${e.sessions[0]},Opening keynote,05.06.2026 09:00,05.06.2026 10:00`,
        `${e.sessions[3]},Design systems at scale,05.06.2026 10:30,05.06.2026 11:30`,
      ])
      await page.getByTestId('date-order-question').waitFor()
    },
  },
  {
    // A problem on most rows: the first page of them is shown, and how many more there are.
    name: 'agenda-import-review-many-problems',
    async show(page) {
      const e = await prepare(page)
      const hall = e.locations[0]!.name
      const undated = Array.from(
        { length: 160 },
        (_, i) => `${e.sessions[10 + (i % 4)]},Workshop ${i + 1},TBD,2026-05-12 18:00,${hall}`,
      )
      await dropSheet(page, [...sheet(e), ...undated])
      await page.getByTestId('import-review').waitFor()
      await page.getByRole('button', { name: /^Show \d+ more$/ }).scrollIntoViewIfNeeded()
    },
  },
  {
    name: 'agenda-import-review-timeline',
    async show(page) {
      await review(page)
      await page.getByRole('checkbox', { name: /^Row 3: / }).uncheck()
      await page
        .getByRole('heading', { name: 'The agenda with these changes' })
        .scrollIntoViewIfNeeded()
    },
  },
  {
    name: 'agenda-import-apply',
    // The demo's service with its control surface, to hold one row's answer.
    core: { startDemoEmulator: () => startEmulator({ port: 0, control: true }) },
    async show(page) {
      const e = await review(page)
      await holdUpdate(e, e.sessions[8]!)
      await page.getByRole('button', { name: /^Apply \d+ sessions$/ }).click()
      await page.locator('[data-testid="apply-row"][data-status="applied"]').nth(1).waitFor()
    },
  },
  {
    name: 'agenda-import-summary',
    async show(page) {
      const e = await prepare(page)
      // Row 3 sets only an end, before the start the service holds and Stagehand never saw:
      // the service refuses it.
      await dropSheet(page, [
        'Session ID,Title,End',
        `${e.sessions[0]},Opening keynote,`,
        `${e.sessions[10]},,2020-01-01 08:00`,
        `${e.sessions[2]},Lightning talks,`,
      ])
      await page.getByTestId('import-review').waitFor()
      await page.getByRole('button', { name: /^Apply \d+ sessions$/ }).click()
      await page.locator('[data-testid="import-apply"][data-state="done"]').waitFor()
    },
  },
]
