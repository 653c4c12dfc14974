/**
 * The grid and the CSV export under the emulator's fault injection: latency,
 * 10% server errors, 5% dropped connections, a few cut-off JSON bodies and
 * HTML error pages, all picked by a fixed seed. Main repeats the reads that
 * failed; the grid shows the right rows, and the export file, read back,
 * holds every attendee of the event exactly once, as the emulator has them.
 */
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { startEmulator } from '@emulator'
import type { FaultInjector, FaultKind, FaultRule } from '@emulator/http/faults'
import { BASE_COLUMNS, collectCustomSlugs, resolveColumns } from '@shared/attendees/columns'
import { csvCells } from '@shared/attendees/csv-row'
import { readCsv } from '@test-support/export'
import { expectedAttendees } from '@test-support/attendees'
import { expect, test } from './fixtures'
import { harnessDownloadsDir } from './harness/harness'
import { openAttendees, settledGrid } from './support/attendees'
import { names, shownNames } from './support/grid-steps'

const SEED = 4242
const API = '/v1/'

/**
 * The mix the checks ask for; the first rule that fires on a request wins.
 * The first two requests after the grid loaded get a cut-off body and an HTML
 * page for sure, as these are rare in the random mix of a short run.
 */
const FAULTS: FaultRule[] = [
  { kind: 'malformed-json', times: 1, pathPrefix: API },
  { kind: 'html', times: 1, status: 502, pathPrefix: API },
  { kind: 'error', rate: 0.1, status: 503, pathPrefix: API },
  { kind: 'drop', rate: 0.05, pathPrefix: API },
  { kind: 'malformed-json', rate: 0.02, pathPrefix: API },
  { kind: 'html', rate: 0.02, status: 502, pathPrefix: API },
]

/** Counts, by kind, the faults the emulator applies from now on. */
function countFaults(injector: Pick<FaultInjector, 'pick'>): Partial<Record<FaultKind, number>> {
  const fired: Partial<Record<FaultKind, number>> = {}
  const pick = injector.pick.bind(injector)
  injector.pick = (method, path) => {
    const rule = pick(method, path)
    if (rule) fired[rule.kind] = (fired[rule.kind] ?? 0) + 1
    return rule
  }
  return fired
}

test('under injected faults the grid pages right and the export holds every row once', async ({
  app,
  harness,
  userDataDir,
}) => {
  test.setTimeout(120_000)
  const emulator = await startEmulator({
    port: 0,
    control: true,
    seed: SEED,
    attendeesPerEvent: 1200,
  })
  try {
    await openAttendees(app, harness, emulator)
    await settledGrid(app)
    emulator.state.setLatency(40)
    emulator.state.setFaults(FAULTS, SEED)
    const fired = countFaults(emulator.state.faults)

    const pager = app.getByRole('navigation', { name: 'Pages' })
    for (const page of [2, 3, 4]) {
      await pager.getByRole('button', { name: 'Next page' }).click()
      await expect(pager.getByLabel('Page number')).toHaveValue(String(page))
      await expect
        .poll(() => shownNames(app), { timeout: 30_000 })
        .toEqual(names(emulator, [], [], (page - 1) * 25, 25))
    }

    await app.getByRole('button', { name: 'Export CSV…' }).click()
    const dialog = app.getByRole('dialog', { name: 'Export attendees as CSV' })
    await dialog.getByLabel(/All columns/).check()
    await dialog.getByRole('button', { name: 'Choose file and export' }).click()
    await expect(dialog).toBeHidden()
    const card = app.getByTestId('export-card')
    await expect(card).toHaveAttribute('data-state', 'done', { timeout: 90_000 })

    const expected = expectedAttendees(emulator, emulator.events[0]!.id, [], [])
    const slugs = collectCustomSlugs(expected.slice(0, 100)).map((s) => `custom:${s}`)
    const columns = resolveColumns([...BASE_COLUMNS.map((c) => c.id), ...slugs])
    const files = await readdir(harnessDownloadsDir(userDataDir))
    expect(files).toHaveLength(1)
    const { rows } = await readCsv(join(harnessDownloadsDir(userDataDir), files[0]!))
    expect(rows[0]).toEqual(columns.map((c) => c.header))
    const body = rows.slice(1)
    expect(body).toHaveLength(expected.length)
    // Exactly once: no attendee twice, none missing, every cell as the service has it.
    const idColumn = columns.findIndex((c) => c.id === 'id')
    expect(idColumn).toBeGreaterThanOrEqual(0)
    expect(new Set(body.map((r) => r[idColumn])).size).toBe(expected.length)
    const want = expected.map((attendee) => csvCells(attendee, columns))
    const differs = want.findIndex((cells, i) => JSON.stringify(cells) !== JSON.stringify(body[i]))
    expect(
      differs === -1 ? null : { row: differs + 1, file: body[differs], expected: want[differs] },
    ).toBeNull()
    // The faults did happen, of every kind asked for: main repeated what the service failed.
    expect(Object.keys(fired).sort()).toEqual(['drop', 'error', 'html', 'malformed-json'])
  } finally {
    await emulator.close()
  }
})
