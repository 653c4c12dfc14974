/**
 * `npm run harness`: the app's UI in Chromium on the harness bridge, against
 * the embedded demo emulator, for working on the UI where no Electron binary
 * is installed. Headed where a display exists (e.g. under Xvfb).
 * `--build` rebuilds the renderer first.
 */
import { join, resolve } from 'node:path'
import { openedWords } from './open-words'
import { openSession } from './session'

const headless = !process.env.DISPLAY && process.platform === 'linux'
const session = await openSession({
  headless,
  userDataDir: join(resolve(import.meta.dirname, '../..'), '.tmp', 'harness-profile'),
})
process.stdout.write(openedWords(headless))
const stop = async (): Promise<void> => {
  await session.close()
  process.exit(0)
}
process.on('SIGINT', () => void stop())
session.page.on('close', () => void stop())
