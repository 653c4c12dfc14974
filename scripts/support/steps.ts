/**
 * Runs the checks of `npm test` that do not depend on one another side by
 * side, each with its own captured output.
 *
 * Lint, the format check, the typecheck, the security scan and the build
 * each wait on the disk or on one core for much of their time, so together
 * they take about as long as the slowest alone. Their output would be
 * unreadable interleaved: each step's stdout and stderr are kept in one
 * buffer (in the order written) and handed back with its result, for the
 * caller to print as one block.
 */
import { spawn } from 'node:child_process'

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
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    const done = (ok: boolean, extra = ''): void =>
      resolve({
        label: step.label,
        ok,
        output: Buffer.concat(chunks).toString('utf8') + extra,
        seconds: (Date.now() - started) / 1000,
      })
    const child = spawn(step.command, step.args, {
      cwd,
      env: { ...process.env, FORCE_COLOR: '1', ...step.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk))
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk))
    child.once('error', (error) =>
      done(false, `could not start ${step.command}: ${error.message}\n`),
    )
    child.once('close', (code) => done(code === 0))
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
