/**
 * Screens of History for `npm run screenshots`: the list with changes of
 * several kinds and outcomes, a session's change before and after, a
 * replaced picture side by side, a change that may have been applied, the
 * conflict dialogs of a revert over a later edit and over a later picture,
 * the question before a revert that cannot check for changes made elsewhere,
 * and a batch undo under way and summed up.
 *
 * Each runs on a service of its own (own-service.ts), whose faults give the
 * change that may have been applied and the revert left waiting. The writes
 * go through the page's own bridge, as the window sends them.
 */
import type { Page } from 'playwright'
import type { RunningEmulator } from '@emulator'
import type { StagehandBridge } from '@shared/ipc/bridge'
import { makePng } from '@test-support/images'
import { onOwnService } from './own-service'
import type { Screen } from './screens'

/** One write the screen sends through the window's bridge. */
type Write =
  | { kind: 'session'; sessionId: string; changes: Record<string, unknown>; batchId?: string }
  | { kind: 'picture'; speakerId: string; bytes: number[] }
  | { kind: 'delete-location'; locationId: string }
  | { kind: 'know'; what: 'speaker' | 'session'; id: string }

/** Sends `writes` in turn on the active workspace's event; a refused one is part of the story. */
async function send(page: Page, writes: Write[]): Promise<void> {
  await page.evaluate(async (all) => {
    const stagehand = (window as unknown as { stagehand: StagehandBridge }).stagehand
    const { workspaces, activeWorkspaceId } = await stagehand.workspaces.list()
    const workspace = workspaces.find((w) => w.id === activeWorkspaceId)!
    const ref = { workspaceId: workspace.id, eventId: workspace.eventId! }
    for (const write of all) {
      const sent =
        write.kind === 'session'
          ? stagehand.sessions.update({
              ...ref,
              sessionId: write.sessionId,
              changes: write.changes,
              ...(write.batchId ? { batchId: write.batchId } : {}),
            })
          : write.kind === 'picture'
            ? stagehand.speakers.uploadPicture({
                ...ref,
                speakerId: write.speakerId,
                source: { kind: 'file', bytes: new Uint8Array(write.bytes), fileName: 'new.png' },
              })
            : write.kind === 'know'
              ? stagehand.catalog.add({ ...ref, kind: write.what, text: write.id })
              : stagehand.locations.delete({ ...ref, locationId: write.locationId })
      await sent.catch(() => undefined)
    }
  }, writes)
}

function eventOf(emulator: RunningEmulator) {
  return emulator.state.event(emulator.events[0]!.id)!
}

/** A picture unlike the service's own: a 240 px square. */
const newPicture = (): number[] => [...makePng(240, 240)]

async function openHistory(page: Page, entries: number): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: 'History' })
    .click()
  await page.getByRole('heading', { level: 1, name: 'History' }).waitFor()
  await page
    .getByTestId('history-entry')
    .nth(entries - 1)
    .waitFor()
}

async function openEntry(page: Page, title: RegExp): Promise<void> {
  await page.getByTestId('history-entry').filter({ hasText: title }).first().click()
  await page.getByTestId('history-detail').waitFor()
}

/** A session seen, then retitled twice; a refused end; one lost answer; a picture; a deletion. */
async function severalChanges(page: Page, emulator: RunningEmulator): Promise<void> {
  const event = eventOf(emulator)
  const [first, second] = event.sessions
  const location = event.locations.find((l) => !l.isDefault)!
  await send(page, [
    { kind: 'session', sessionId: first!.id, changes: { totalCapacity: 120 } },
    { kind: 'session', sessionId: first!.id, changes: { title: 'Opening keynote' } },
    { kind: 'session', sessionId: second!.id, changes: { endDateTime: '2000-01-01T00:00:00Z' } },
    { kind: 'picture', speakerId: event.speakers[0]!.id, bytes: newPicture() },
    { kind: 'delete-location', locationId: location.id },
  ])
  emulator.state.setFaults([{ kind: 'drop', method: 'PUT', times: 1, afterHandling: true }])
  await send(page, [{ kind: 'session', sessionId: second!.id, changes: { totalCapacity: 40 } }])
  emulator.state.setFaults([])
}

/** Three sessions seen, then retitled in one batch. */
async function batch(page: Page, emulator: RunningEmulator): Promise<void> {
  const sessions = eventOf(emulator).sessions.slice(0, 3)
  await send(page, [
    ...sessions.map((s, i): Write => ({
      kind: 'session',
      sessionId: s.id,
      changes: { totalCapacity: 60 + i },
    })),
    ...sessions.map((s): Write => ({
      kind: 'session',
      sessionId: s.id,
      changes: { title: `${s.title} (day two)` },
      batchId: 'imported-agenda',
    })),
  ])
}

async function startBatchUndo(page: Page): Promise<void> {
  await openEntry(page, /In a batch/)
  await page.getByRole('button', { name: /^Undo the whole batch/ }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Undo the batch' }).click()
}

export const historyScreens: Screen[] = [
  {
    name: 'history-recent-changes',
    show: (page) =>
      onOwnService(page, {}, async (emulator) => {
        const speakers = eventOf(emulator).speakers.slice(0, 3)
        await send(page, [
          ...speakers.map((s): Write => ({ kind: 'know', what: 'speaker', id: s.id })),
          { kind: 'picture', speakerId: speakers[0]!.id, bytes: newPicture() },
          { kind: 'picture', speakerId: speakers[0]!.id, bytes: newPicture() },
        ])
        await page
          .getByRole('navigation', { name: 'Sections' })
          .getByRole('link', { name: 'Speakers' })
          .click()
        await page.getByTestId('recent-changes').waitFor()
      }),
  },
  {
    name: 'history-recent-session',
    show: (page) =>
      onOwnService(page, {}, async (emulator) => {
        const session = eventOf(emulator).sessions[0]!
        await send(page, [
          { kind: 'know', what: 'session', id: session.id },
          { kind: 'session', sessionId: session.id, changes: { totalCapacity: 90 } },
          { kind: 'session', sessionId: session.id, changes: { title: 'Opening keynote' } },
          { kind: 'session', sessionId: session.id, changes: { tags: ['keynote'] } },
        ])
        await page
          .getByRole('navigation', { name: 'Sections' })
          .getByRole('link', { name: 'Sessions' })
          .click()
        await page.locator(`[data-testid="session-row"][data-session-id="${session.id}"] a`).click()
        await page.getByTestId('recent-changes').waitFor()
      }),
  },
  {
    name: 'history-list',
    show: (page) =>
      onOwnService(page, {}, async (emulator) => {
        await severalChanges(page, emulator)
        await openHistory(page, 6)
      }),
  },
  {
    name: 'history-session-diff',
    show: (page) =>
      onOwnService(page, {}, async (emulator) => {
        await severalChanges(page, emulator)
        await openHistory(page, 6)
        await openEntry(page, /Title changed/)
        await page.getByTestId('revert-sentence').waitFor()
      }),
  },
  {
    name: 'history-picture',
    show: (page) =>
      onOwnService(page, {}, async (emulator) => {
        await severalChanges(page, emulator)
        await openHistory(page, 6)
        await openEntry(page, /Picture replaced/)
        await page.getByTestId('picture-pair-image').nth(1).waitFor()
      }),
  },
  {
    name: 'history-uncertain',
    show: (page) =>
      onOwnService(page, {}, async (emulator) => {
        await severalChanges(page, emulator)
        await openHistory(page, 6)
        await openEntry(page, /May have been applied/)
        await page
          .locator('[data-testid="revert-sentence"], [data-testid="revert-impossible"]')
          .waitFor()
      }),
  },
  {
    name: 'history-conflict',
    show: (page) =>
      onOwnService(page, {}, async (emulator) => {
        const session = eventOf(emulator).sessions[0]!
        await send(page, [
          { kind: 'session', sessionId: session.id, changes: { totalCapacity: 90 } },
          { kind: 'session', sessionId: session.id, changes: { title: 'Opening keynote' } },
          {
            kind: 'session',
            sessionId: session.id,
            changes: { title: 'Opening keynote, day one' },
          },
        ])
        await openHistory(page, 3)
        await page.getByTestId('history-entry').nth(1).click()
        await page.getByRole('button', { name: 'Revert…' }).click()
        await page.getByTestId('conflict-versions').waitFor()
      }),
  },
  {
    // A session cannot be read back: the revert says what it cannot check, and asks.
    name: 'history-revert-unchecked',
    show: (page) =>
      onOwnService(page, {}, async (emulator) => {
        const session = eventOf(emulator).sessions[0]!
        await send(page, [
          { kind: 'session', sessionId: session.id, changes: { title: 'Opening keynote' } },
          { kind: 'session', sessionId: session.id, changes: { title: 'Opening, day one' } },
        ])
        await openHistory(page, 2)
        await page.getByTestId('history-entry').first().click()
        await page.getByRole('button', { name: 'Revert…' }).click()
        await page.getByRole('alertdialog', { name: /without checking/ }).waitFor()
      }),
  },
  {
    name: 'history-picture-conflict',
    show: (page) =>
      onOwnService(page, {}, async (emulator) => {
        const speakerId = eventOf(emulator).speakers[0]!.id
        await send(page, [
          { kind: 'picture', speakerId, bytes: newPicture() },
          { kind: 'picture', speakerId, bytes: [...makePng(200, 200)] },
        ])
        await openHistory(page, 2)
        await page.getByTestId('history-entry').nth(1).click()
        await page.getByRole('button', { name: 'Revert…' }).click()
        await page.getByTestId('conflict-picture').nth(2).waitFor()
      }),
  },
  {
    name: 'history-batch-undo-progress',
    show: (page) =>
      onOwnService(page, {}, async (emulator) => {
        await batch(page, emulator)
        await openHistory(page, 6)
        // The last revert (of the first session: newest first) waits for an answer.
        const first = eventOf(emulator).sessions[0]!
        emulator.state.setFaults([
          {
            kind: 'hang',
            method: 'PUT',
            pathPrefix: `/v1/events/${emulator.events[0]!.id}/sessions/${first.id}`,
          },
        ])
        await startBatchUndo(page)
        await page.getByRole('progressbar', { name: 'Batch undo progress' }).waitFor()
        await page
          .getByTestId('batch-undo-progress')
          .filter({ hasText: /Undoing [12] of 3/ })
          .waitFor()
      }),
  },
  {
    name: 'history-batch-undo-summary',
    show: (page) =>
      onOwnService(page, {}, async (emulator) => {
        await batch(page, emulator)
        await openHistory(page, 6)
        await startBatchUndo(page)
        await page.getByTestId('batch-undo-summary').waitFor()
      }),
  },
]
