/**
 * The step the session and agenda specs share: the emulator reset, its first
 * event chosen in a new workspace, and that event's sessions and locations
 * put in the catalog through the core.
 */
import type { RunningEmulator } from '../fixtures'
import type { Harness } from '../harness/harness'
import { callCore, prepareWorkspace, requireHarness } from './attendees'

export async function catalogSessions(harness: Harness | null, emulator: RunningEmulator) {
  const core = requireHarness(harness)
  await fetch(`${emulator.baseUrl}/__control/reset`, { method: 'POST', body: '{}' })
  const ref = await prepareWorkspace(core, emulator)
  const event = emulator.state.event(ref.eventId)!
  await callCore(core, 'catalog:add', {
    ...ref,
    kind: 'session',
    text: event.sessions.map((s) => s.id).join('\n'),
  })
  for (const l of event.locations)
    await callCore(core, 'catalog:add', { ...ref, kind: 'location', text: l.id, label: l.name })
  return { core, ref, event }
}
