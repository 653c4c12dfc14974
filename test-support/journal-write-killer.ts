/**
 * A child process that sends one session update and is killed while it is out.
 *
 * Run with `--import tsx`; argv: the user-data folder, the emulator's address
 * and key, the event and the session. It starts a core as the app does, saves
 * the workspace, tells its parent `{ workspaceId }`, then sends the update
 * through the recorded channel. The parent holds the request at the emulator
 * and kills this process (SIGKILL) before the answer comes back
 * (electron/main/journal/journal-intent.test.ts).
 */
import { saveEmulatorWorkspace, startTestCore } from './core'

const [dir, baseUrl, demoKey, eventId, sessionId] = process.argv.slice(2)

const core = await startTestCore('x', { userDataDir: dir! })
const saved = await saveEmulatorWorkspace(core, { baseUrl: baseUrl!, demoKey: demoKey! })
process.send!({ workspaceId: saved.id })
await core.value('sessions:update', {
  workspaceId: saved.id,
  eventId,
  sessionId,
  changes: { title: 'Sent before the kill' },
})
process.send!({ answered: true })
