/**
 * Finds a usable keychain for the test run. On Linux with no Secret Service
 * running, the caller re-runs itself inside a private D-Bus session with an
 * unlocked gnome-keyring (no desktop needed).
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const PROBE = `
import('@napi-rs/keyring').then(async ({ AsyncEntry }) => {
  const entry = new AsyncEntry('Stagehand test probe', 'probe-' + process.pid, { linux: { store: 'secret-service' } })
  await entry.setPassword('probe')
  const back = await entry.getPassword()
  await entry.deleteCredential()
  process.exit(back === 'probe' ? 0 : 1)
}).catch(() => process.exit(1))
`

export function keychainWorks(): boolean {
  const result = spawnSync(process.execPath, ['-e', PROBE], { stdio: 'ignore', timeout: 15_000 })
  return result.status === 0
}

function has(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0
}

export function canStartPrivateKeyring(): boolean {
  return process.platform === 'linux' && has('dbus-run-session') && has('gnome-keyring-daemon')
}

/** Re-runs `command` inside a private D-Bus session with an unlocked gnome-keyring. */
export function runWithPrivateKeyring(command: string[], env: NodeJS.ProcessEnv): number {
  const quoted = command.map((part) => `'${part.replace(/'/g, `'\\''`)}'`).join(' ')
  const script =
    'printf "%s\\n" "stagehand-test" | gnome-keyring-daemon --unlock --components=secrets >/dev/null 2>&1; ' +
    `exec ${quoted}`
  // A private data folder: an existing login keyring (with another password) must not be touched or prompt.
  const dataHome = mkdtempSync(join(tmpdir(), 'stagehand-keyring-'))
  const result = spawnSync('dbus-run-session', ['--', 'sh', '-c', script], {
    stdio: 'inherit',
    env: { ...env, XDG_DATA_HOME: dataHome },
  })
  rmSync(dataHome, { recursive: true, force: true })
  return result.status ?? 1
}
