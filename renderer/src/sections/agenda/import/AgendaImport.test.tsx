/**
 * The agenda import's steps on a real core and emulator: a dropped sheet
 * with a column to match by hand, a bad row and a conflict; rows and fields
 * left out, and nothing chosen lost when going back a step.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { checkedReview, openAgenda } from '@test-support/component/agenda'
import { dropOn } from '@test-support/component/drop'
import { received } from '@test-support/component/sessions'

const csv = (lines: string[]) => ({
  name: 'agenda.csv',
  type: 'text/csv',
  bytes: new TextEncoder().encode(`${lines.join('\n')}\n`),
})

async function openImport(user: Awaited<ReturnType<typeof openAgenda>>['user']) {
  await user.click(await screen.findByRole('button', { name: /Import a spreadsheet/ }))
  return screen.findByTestId('agenda-drop')
}

describe('the agenda import', () => {
  it('matches a column by hand, lists a bad row and a conflict, and keeps choices', async () => {
    const { user, event } = await openAgenda()
    const [a, b, c] = event.sessions.map((s) => s.id)
    const hall = event.locations[0]!.id
    dropOn(await openImport(user), [
      csv([
        'Session ID,Title,Start,End,Location,Notiz',
        `${a},Keynote,2026-05-12 09:00,2026-05-12 10:00,${hall},first`,
        `${b},Workshop,2026-05-12 09:30,2026-05-12 11:00,${hall},second`,
        `${c},Panel,someday,2026-05-12 10:00,${hall},third`,
      ]),
    ])
    const mapping = await screen.findByTestId('import-mapping')
    const notiz = within(mapping).getByLabelText('Notiz')
    expect((notiz as HTMLSelectElement).value).toBe('')
    await user.selectOptions(notiz, 'Description')
    await user.click(within(mapping).getByRole('button', { name: 'Continue to review' }))

    const review = await checkedReview()
    expect(within(review).getByTestId('review-problems').textContent).toMatch(
      /Row 4, column “Start”/,
    )
    expect(within(review).getByTestId('review-conflicts').textContent).toMatch(
      /^Rows 2 and 3: “Keynote” and “Workshop” overlap/,
    )
    expect(within(review).getAllByTestId('review-line')).toHaveLength(2)
    expect(screen.getByTestId('import-cost').textContent).toMatch(/^2 updates, /)
    // The proposed agenda: a changed session's block leads to its line.
    await user.click(
      within(review).getByRole('button', { name: /^Proposed: Keynote; 09:00 to 10:00;/ }),
    )
    expect(document.activeElement).toBe(within(review).getAllByTestId('review-line')[0])

    await user.click(within(review).getByRole('checkbox', { name: /^Row 3: / }))
    await user.click(within(review).getByRole('checkbox', { name: 'Apply Description of row 2' }))
    await checkedReview()
    expect(screen.getByTestId('import-cost').textContent).toMatch(/^1 update, /)
    expect(screen.getByRole('button', { name: 'Apply 1 session' })).toBeTruthy()

    // Back to the columns and on again: the column chosen and the rows left out are kept.
    await user.click(screen.getByRole('button', { name: '← Columns' }))
    const again = await screen.findByTestId('import-mapping')
    expect((within(again).getByLabelText('Notiz') as HTMLSelectElement).value).toBe('description')
    await user.click(within(again).getByRole('button', { name: 'Continue to review' }))
    const back = await checkedReview()
    expect(
      (within(back).getByRole('checkbox', { name: /^Row 3: / }) as HTMLInputElement).checked,
    ).toBe(false)
    expect(
      (
        within(back).getByRole('checkbox', {
          name: 'Apply Description of row 2',
        }) as HTMLInputElement
      ).checked,
    ).toBe(false)
    await waitFor(() =>
      expect(screen.getByTestId('import-cost').textContent).toMatch(/^1 update, /),
    )
  })

  it('marks on the review’s timeline the agenda’s conflicts and those the import would make', async () => {
    const { user, event } = await openAgenda({
      writes: (e) => ({
        3: {
          title: 'Breakfast',
          startDateTime: '2026-05-12T07:00:00Z',
          endDateTime: '2026-05-12T08:00:00Z',
          locationId: e.locations[0]!.id,
        },
        4: {
          title: 'Coffee',
          startDateTime: '2026-05-12T07:30:00Z',
          endDateTime: '2026-05-12T08:30:00Z',
          locationId: e.locations[0]!.id,
        },
      }),
    })
    const [a, b] = event.sessions.map((s) => s.id)
    const hall = event.locations[0]!
    dropOn(await openImport(user), [
      csv([
        'Session ID,Title,Start,End,Location',
        `${a},Keynote,2026-05-12 09:00,2026-05-12 10:00,${hall.id}`,
        `${b},Workshop,2026-05-12 09:30,2026-05-12 11:00,${hall.id}`,
      ]),
    ])
    const review = await checkedReview()
    const standing = `“Breakfast” and “Coffee” overlap in location “${hall.name}”.`
    const made = `Rows 2 and 3: “Keynote” and “Workshop” overlap in location “${hall.name}”.`
    const block = (name: RegExp) => within(review).getByRole('button', { name })
    for (const name of [/^Breakfast;/, /^Coffee;/]) {
      expect(block(name).getAttribute('aria-label')).toContain(`; conflict: ${standing}`)
      expect(block(name).getAttribute('aria-label')).not.toContain('new conflict')
      expect(within(block(name)).getByText('Conflict')).toBeTruthy()
    }
    for (const name of [/^Proposed: Keynote;/, /^Proposed: Workshop;/]) {
      expect(block(name).getAttribute('aria-label')).toContain(`; new conflict: ${made}`)
      expect(within(block(name)).getByText('New conflict')).toBeTruthy()
    }
  })

  it('opens a sheet dropped on the timeline in the import', async () => {
    const { event } = await openAgenda()
    dropOn(await screen.findByTestId('agenda-timeline-drop'), [
      csv(['Session ID,Title', `${event.sessions[0]!.id},Dropped here`]),
    ])
    const review = await checkedReview()
    expect(within(review).getByRole('checkbox', { name: /^Row 2: / })).toBeTruthy()
    expect(window.location.hash).toBe('#/agenda/import')
  })

  it('says why a dropped file that is not a spreadsheet cannot be opened', async () => {
    const { user } = await openAgenda()
    dropOn(await openImport(user), [
      { name: 'agenda.pdf', type: 'application/pdf', bytes: new Uint8Array([37, 80, 68, 70]) },
    ])
    expect((await screen.findByTestId('import-open-error')).textContent).toContain(
      'A .pdf file cannot be read as an agenda: drop a CSV or .xlsx spreadsheet.',
    )
  })

  it('applies the rows chosen, shows each row’s outcome and a summary', async () => {
    const { user, event, emulator } = await openAgenda()
    const [a, b] = event.sessions.map((s) => s.id)
    dropOn(await openImport(user), [
      csv([
        'Session ID,Title,Start,End',
        `${a},Keynote,2026-05-12 09:00,2026-05-12 10:00`,
        `${b},Workshop,2026-05-12 11:00,2026-05-12 12:00`,
      ]),
    ])
    const review = await checkedReview()
    await user.click(within(review).getByRole('checkbox', { name: /^Row 3: / }))
    await user.click(within(review).getByRole('checkbox', { name: 'Apply End of row 2' }))
    await checkedReview()
    await user.click(screen.getByRole('button', { name: 'Apply 1 session' }))

    const apply = await screen.findByTestId('import-apply')
    await waitFor(() => expect(apply.getAttribute('data-state')).toBe('done'))
    expect(within(apply).getByTestId('apply-summary').textContent).toContain(
      '1 of 1 sent: 1 applied.',
    )
    expect(
      within(apply)
        .getAllByTestId('apply-row')
        .map((r) => r.dataset.status),
    ).toEqual(['applied'])
    expect(await received(emulator, a!)).toEqual([
      { title: 'Keynote', startDateTime: '2026-05-12T09:00:00Z' },
    ])
    expect(await received(emulator, b!)).toEqual([])

    // The timeline shows the session as the service now holds it.
    await user.click(within(apply).getByRole('button', { name: 'Back to the agenda' }))
    expect(await screen.findByRole('button', { name: /^Keynote; 09:00 to / })).toBeTruthy()
  })

  it('undoes an applied import through the change journal', async () => {
    const { user, event, emulator } = await openAgenda({
      writes: () => ({ 0: { title: 'Before the import' } }),
    })
    const a = event.sessions[0]!.id
    dropOn(await openImport(user), [csv(['Session ID,Title', `${a},After the import`])])
    await checkedReview()
    await user.click(screen.getByRole('button', { name: 'Apply 1 session' }))
    const apply = await screen.findByTestId('import-apply')
    await waitFor(() => expect(apply.getAttribute('data-state')).toBe('done'))

    await user.click(within(apply).getByRole('button', { name: 'Undo this import' }))
    expect((await screen.findByTestId('import-undone')).textContent).toBe(
      'Undone: 1 of 1 updates put back.',
    )
    expect(await received(emulator, a)).toEqual([
      { title: 'Before the import' },
      { title: 'After the import' },
      { title: 'Before the import' },
    ])
  })

  it('says before and after the apply which changes the undo cannot put back', async () => {
    const { user, event } = await openAgenda({
      writes: () => ({ 0: { title: 'Known before' } }),
    })
    const ids = event.sessions.slice(0, 5).map((s) => s.id)
    dropOn(await openImport(user), [
      csv(['Session ID,Title', ...ids.map((id, i) => `${id},Imported ${i}`)]),
    ])
    const review = await checkedReview()
    const listed = within(review).getByTestId('review-not-undoable')
    expect(
      within(listed)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(
      [3, 4, 5, 6].map((row) =>
        expect.stringMatching(new RegExp(`^Row ${row}: .* cannot be undone`)),
      ),
    )
    await user.click(screen.getByRole('button', { name: 'Apply 5 sessions' }))
    const apply = await screen.findByTestId('import-apply')
    await waitFor(() => expect(apply.getAttribute('data-state')).toBe('done'))

    expect(await within(apply).findByRole('button', { name: 'Undo 1 of 5 changes' })).toBeTruthy()
    expect(within(apply).queryByRole('button', { name: 'Undo this import' })).toBeNull()
    expect(within(apply).getByTestId('import-undo-unchecked').textContent).toMatch(
      /changes made elsewhere since the import cannot be checked/,
    )
    expect(within(apply).getByTestId('import-undo-reach').textContent).toMatch(
      /^4 changes cannot be undone\. Stagehand had not seen the values/,
    )
  })

  it('cancels an apply under way, then resumes it from the timeline', async () => {
    const { user, event, emulator, eventId, core } = await openAgenda()
    const ids = event.sessions.slice(0, 12).map((s) => s.id)
    expect(ids).toHaveLength(12)
    // Ten updates go at once; the service holds them until let go, so the last two wait their turn.
    emulator.state.setFaults([
      { kind: 'hold', method: 'PUT', pathPrefix: `/v1/events/${eventId}/sessions/`, times: 10 },
    ])
    const calls = vi.spyOn(core.core.router, 'handle')
    dropOn(await openImport(user), [
      csv(['Session ID,Title', ...ids.map((id, i) => `${id},Session ${i + 1}`)]),
    ])
    await checkedReview()
    await user.click(screen.getByRole('button', { name: 'Apply 12 sessions' }))
    const apply = await screen.findByTestId('import-apply')
    await waitFor(() => expect(emulator.state.faults.held).toBe(10))
    await user.click(within(apply).getByRole('button', { name: 'Cancel' }))
    // The held updates are let go only once Cancel has reached main: its call is made, and
    // the runner takes it without waiting on anything but promises already settled.
    await waitFor(() =>
      expect(calls.mock.calls.map(([call]) => (call as { channel: string }).channel)).toContain(
        'agenda:cancel',
      ),
    )
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(emulator.state.releaseHeld()).toBe(10)
    await waitFor(() => expect(apply.getAttribute('data-state')).toBe('cancelled'))
    expect(within(apply).getByTestId('apply-summary').textContent).toContain(
      'Cancelled: 2 rows were not sent',
    )
    // The ten under way when Cancel came were let go, and applied.
    for (const [i, id] of ids.slice(0, 10).entries())
      expect(await received(emulator, id)).toEqual([{ title: `Session ${i + 1}` }])
    for (const id of ids.slice(10)) expect(await received(emulator, id)).toEqual([])
    expect(within(apply).getByRole('button', { name: 'Send the other 2' })).toBeTruthy()

    // Back on the timeline, the import not finished is offered to resume.
    await user.click(within(apply).getByRole('button', { name: 'Back to the agenda' }))
    const pending = await screen.findByTestId('agenda-pending')
    expect(pending.textContent).toContain('agenda.csv: 2 rows not sent yet (cancelled).')
    await user.click(within(pending).getByRole('button', { name: 'Resume' }))
    const resumed = await screen.findByTestId('import-apply')
    await waitFor(() => expect(resumed.getAttribute('data-state')).toBe('done'))
    expect(await received(emulator, ids[11]!)).toEqual([{ title: 'Session 12' }])
  })

  it('lists the first problems of a large sheet and asks for the rest a page at a time', async () => {
    const { user } = await openAgenda()
    const rows = Array.from({ length: 350 }, (_, i) => `not-an-id-${i},Talk ${i}`)
    dropOn(await openImport(user), [csv(['Session ID,Title', ...rows])])
    const review = await checkedReview()
    expect(screen.getByTestId('review-facts').textContent).toMatch(/350 rows cannot be used/)
    const list = () => within(review).getByTestId('review-problems').querySelectorAll('li')
    expect(list()).toHaveLength(100)
    expect(within(review).getByText(/250 more problems not shown/)).toBeTruthy()
    await user.click(within(review).getByRole('button', { name: 'Show 200 more' }))
    await waitFor(() => expect(list()).toHaveLength(300))
    await user.click(within(review).getByRole('button', { name: 'Show 50 more' }))
    await waitFor(() => expect(list()).toHaveLength(350))
    expect(list()[349]!.textContent).toMatch(/^Row 351/)
    expect(within(review).queryByRole('button', { name: /^Show \d+ more/ })).toBeNull()
  })
})
