import { spawn } from 'node:child_process'
import { join, resolve } from 'node:path'
import { expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '..')
/** Well under a minute even on a busy machine; a scanner waiting on the network would not make it. */
const LIMIT_MS = 45_000

function runScan(): Promise<{ status: number | null; signal: string | null; stdout: string }> {
  return new Promise((done, fail) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(root, 'scripts/security-scan.ts')],
      {
        cwd: root,
        timeout: LIMIT_MS,
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    )
    let stdout = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.on('error', fail)
    child.on('close', (status, signal) => done({ status, signal, stdout }))
  })
}

it(
  'scans the project offline and ends by itself, failing exactly when something is unexplained',
  async () => {
    const { status, signal, stdout } = await runScan()
    expect(signal).toBeNull()
    const summary =
      /^electronegativity: (\d+) files, (\d+) allowed, (\d+) unexplained, (\d+) stale, (\d+) without a comment, (\d+) unreadable$/m.exec(
        stdout,
      )
    expect(summary, stdout).not.toBeNull()
    const [files, , ...problems] = summary!.slice(1).map(Number)
    // The app's main, preload, renderer and shared sources: well over a hundred files.
    expect(files).toBeGreaterThan(100)
    expect(status).toBe(problems.some((n) => n > 0) ? 1 : 0)
  },
  LIMIT_MS + 15_000,
)
