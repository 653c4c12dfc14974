/**
 * Runs the checks of `npm test` that do not depend on one another side by
 * side, each with its own captured output.
 *
 * Lint, the format check, the typecheck, the security scan and the build
 * each wait on the disk or on one core for much of their time, so together
 * they take about as long as the slowest alone. Their output would be
 * unreadable interleaved: each step's stdout and stderr go to one file, in
 * the order written, which is handed back with its result for the caller to
 * print as one block. One file, not two pipes: two pipes are read in the order
 * the reader gets to them, which under load is not the order written.
 */
import { spawn } from 'node:child_process'
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface Step {
  label: string
  command: string
  args: string[]
  env?: NodeJS.ProcessEnv
}

export interface StepResult {
  label: string
  ok: boolean
  /** What the step wrote, stdout and stderr together. */
  output: string
  seconds: number
}

/** Runs one step to its end, its output captured; a step that cannot start fails with the reason. */
export function runCaptured(step: Step, cwd: string): Promise<StepResult> {
  const started = Date.now()
  const dir = mkdtempSync(join(tmpdir(), 'stagehand-step-'))
  const file = join(dir, 'output')
  const fd = openSync(file, 'w')
  return new Promise((resolve) => {
    let ended = false
    // A step that cannot start may be told 'error', then 'close'.
    const done = (ok: boolean, extra = ''): void => {
      if (ended) return
      ended = true
      const output = readFileSync(file, 'utf8') + extra
      rmSync(dir, { recursive: true, force: true })
      resolve({ label: step.label, ok, output, seconds: (Date.now() - started) / 1000 })
    }
    try {
      const child = spawn(step.command, step.args, {
        cwd,
        env: { ...process.env, FORCE_COLOR: '1', ...step.env },
        // Both to the one open file: they share its offset, so nothing overtakes.
        stdio: ['ignore', fd, fd],
      })
      child.once('error', (error) =>
        done(false, `could not start ${step.command}: ${error.message}\n`),
      )
      child.once('close', (code) => done(code === 0))
    } finally {
      // The child holds its own copy.
      closeSync(fd)
    }
  })
}

/**
 * Runs every step at once; `onDone` gets each result as it ends (to print it
 * whole), and the results come back in the order the steps were given.
 */
export function runSideBySide(
  steps: Step[],
  cwd: string,
  onDone: (result: StepResult) => void,
): Promise<StepResult[]> {
  return Promise.all(
    steps.map(async (step) => {
      const result = await runCaptured(step, cwd)
      onDone(result)
      return result
    }),
  )
}
