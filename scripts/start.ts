/**
 * `npm start`: builds Stagehand and opens it (the demo workspace on a first
 * run). Where the Electron binary is missing it says so in one line.
 */
import { spawnSync } from 'node:child_process'
import { join, resolve } from 'node:path'
import { electronBinary } from './support/electron-binary'

const root = resolve(import.meta.dirname, '..')

/** The electron package downloads its binary on first use; try once, quietly, before giving up. */
function tryDownload(): void {
  if (process.env.ELECTRON_SKIP_BINARY_DOWNLOAD) return
  process.stdout.write('Fetching the Electron binary (first start only)…\n')
  spawnSync(process.execPath, [join(root, 'node_modules', 'electron', 'install.js')], {
    cwd: root,
    stdio: 'ignore',
    timeout: 180_000,
  })
}

if (!electronBinary()) tryDownload()
if (!electronBinary()) {
  process.stdout.write(
    'Stagehand needs the Electron binary, which is not installed (npm ci skipped or could not download it): run `npx install-electron` with internet access, then `npm start` again. Without it, `npm run harness` opens the UI in Chromium.\n',
  )
  process.exit(1)
}
const result = spawnSync(join(root, 'node_modules', '.bin', 'electron-vite'), ['preview'], {
  cwd: root,
  stdio: 'inherit',
})
process.exit(result.status ?? 1)
