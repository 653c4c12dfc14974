/**
 * A service of a screen's own, for screens of how the service answers: an
 * emulator with its control surface on (a dialect, a fault, a record laid
 * over), added as a workspace through the dialog as a person would, its
 * first event chosen and the Attendees section open.
 *
 * The demo workspace's emulator has no controls, so such a screen brings
 * its own and closes it once the screen was taken.
 */
import type { Page } from 'playwright'
import { startEmulator, type EmulatorOptions, type RunningEmulator } from '@emulator'
import { addWorkspace, chooseEvent, openSection } from '../support/workspace'
import { settledGrid } from '../support/attendees'
import { swipeAway } from '../support/toasts'

/** Undoes what a screen set up (its own service), once the screen was taken. */
export type Cleanup = () => Promise<void>

/**
 * Runs `steps` on the Attendees screen of a new workspace on an emulator
 * started with `options` (made ready first by `before`, for the first page to
 * show it); the emulator is closed if a step fails, else by the cleanup.
 */
export async function onOwnService(
  page: Page,
  options: EmulatorOptions,
  steps: (emulator: RunningEmulator) => Promise<void>,
  before?: (emulator: RunningEmulator) => void,
): Promise<Cleanup> {
  const emulator = await startEmulator({ port: 0, control: true, ...options })
  try {
    before?.(emulator)
    await addWorkspace(page, { name: 'Venue', baseUrl: emulator.baseUrl, apiKey: emulator.demoKey })
    await openSection(page, 'Attendees')
    await chooseEvent(page, emulator.events[0]!.id)
    await page.getByLabel('Event', { exact: true }).blur()
    await settledGrid(page)
    // The toast saying the workspace was added would cover the pager.
    await swipeAway(page, 'Added “Venue”')
    await steps(emulator)
  } catch (error) {
    await emulator.close()
    throw error
  }
  return () => emulator.close()
}
