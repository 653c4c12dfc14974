/**
 * Undoing a batch from History on a real core: every change of the batch is
 * reverted and summed up, one that cannot be undone says why; Cancel stops
 * the run at the change under way and says that it may have been applied.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithCore } from '@test-support/component/render-with-core'

/** Three sessions' titles changed in one batch; the first `unseen` were never seen before it. */
async function batchOfThree(unseen: number) {
  const ids: string[] = []
  const opened = await renderWithCore({
    section: 'history',
    prepare: async ({ emulator, call, workspaceId, eventId }) => {
      const sessions = emulator.state.event(eventId)!.sessions.slice(0, 3)
      const edit = (sessionId: string, changes: Record<string, unknown>, batchId?: string) =>
        call('sessions:update', {
          workspaceId,
          eventId,
          sessionId,
          changes,
          ...(batchId ? { batchId } : {}),
        })
      for (const [i, s] of sessions.entries()) {
        ids.push(s.id)
        // Seen first (its answer shows the title), so the batch's change can be set back.
        if (i >= unseen) await edit(s.id, { totalCapacity: 50 + i })
      }
      for (const s of sessions) await edit(s.id, { title: `Batch title ${s.id}` }, 'batch-1')
    },
  })
  const titles = () =>
    ids.map(
      (id) => opened.emulator.state.event(opened.eventId)!.sessions.find((s) => s.id === id)!.title,
    )
  return { ...opened, ids, titles }
}

async function openBatchUndo(user: Awaited<ReturnType<typeof batchOfThree>>['user']) {
  const inBatch = await waitFor(() => {
    const row = screen
      .getAllByTestId('history-entry')
      .find((r) => r.textContent?.includes('In a batch'))
    expect(row).toBeDefined()
    return row!
  })
  await user.click(inBatch)
  const batch = await screen.findByTestId('entry-batch')
  expect(batch.textContent).toContain('One of a batch of 3 changes sent together.')
  await user.click(within(batch).getByRole('button', { name: 'Undo the whole batch (3 changes)' }))
  const dialog = await screen.findByRole('dialog', { name: 'Undo the whole batch (3 changes)' })
  await user.click(within(dialog).getByRole('button', { name: 'Undo the batch' }))
  return dialog
}

const lines = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('listitem')
    .map((li) => li.textContent)

describe('undoing a batch', () => {
  it('reverts each change and says why one cannot be', async () => {
    const { user, titles, emulator, eventId } = await batchOfThree(1)
    const before = emulator.state
      .event(eventId)!
      .sessions.slice(1, 3)
      .map((s) => s.title)
    expect(before.every((t) => t.startsWith('Batch title'))).toBe(true)
    const dialog = await openBatchUndo(user)
    await within(dialog).findByTestId('batch-undo-summary')
    expect(within(dialog).getByRole('heading').textContent).toBe('Batch undone in part')
    expect(lines(dialog)).toEqual([
      '2 changes undone',
      '1 change cannot be undone',
      expect.stringMatching(/^This cannot be undone: Stagehand had not seen the values/),
    ])
    const [first, ...rest] = titles()
    expect(first).toMatch(/^Batch title/)
    for (const title of rest) expect(title).not.toMatch(/^Batch title/)
  })

  it('stops at the change under way on Cancel, which may have been applied', async () => {
    const { user, ids, titles, emulator, eventId } = await batchOfThree(0)
    // Newest first: the first session's revert is the last, and the service holds it unanswered.
    emulator.state.setFaults([
      { kind: 'hold', method: 'PUT', pathPrefix: `/v1/events/${eventId}/sessions/${ids[0]}` },
    ])
    const dialog = await openBatchUndo(user)
    await within(dialog).findByRole('progressbar', { name: 'Batch undo progress' })
    await waitFor(() => expect(emulator.state.faults.held).toBe(1))
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await within(dialog).findByTestId('batch-undo-summary')
    expect(within(dialog).getByRole('heading').textContent).toBe('Batch undo cancelled')
    // Sent before the Cancel, so nothing says the service did not take it.
    expect(lines(dialog)).toEqual([
      '2 changes undone',
      '1 undo may have been applied: no answer came',
    ])
    expect(titles()[0]).toMatch(/^Batch title/)
  })
})
