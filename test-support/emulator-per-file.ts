/**
 * One emulator for a test file's API tests.
 *
 * Started before the file's first test and closed after its last; its state
 * is reset before every test, so each test starts from the seed. `ev` is the
 * first event of the seed.
 */
import { afterAll, beforeAll, beforeEach } from 'vitest'
import type { EmulatorOptions, EventSummary } from '@emulator'
import { startTestEmulator, type RunningEmulator } from './api-context'

export interface EmulatorPerFile {
  readonly emu: RunningEmulator
  readonly ev: EventSummary
}

export function emulatorPerFile(options: EmulatorOptions = {}): EmulatorPerFile {
  let emu: RunningEmulator | undefined
  let ev: EventSummary | undefined
  beforeAll(async () => {
    emu = await startTestEmulator(options)
  })
  afterAll(() => emu?.close())
  beforeEach(() => {
    emu!.state.reset()
    ev = emu!.events[0]!
  })
  return {
    get emu() {
      return emu!
    },
    get ev() {
      return ev!
    },
  }
}
