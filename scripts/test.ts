/**
 * `npm test`: everything a change must pass, on a fresh machine, by itself.
 *
 * Lint, the format check, the typecheck and the security scan side by side
 * with a build of the app (scripts/support/steps.ts); then, side by side, the
 * unit, integration and component suite (Vitest, which also boots the built
 * main process on an Electron stand-in) and the end-to-end specs in the
 * Chromium harness. Ends with the slowest test files of each runner
 * (slowest-files.ts), then one line `N passed, N failed, N skipped` counting
 * every test that ran.
 */
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join, resolve } from 'node:path'
import { findBrowser } from './support/browser'
import { canStartPrivateKeyring, keychainWorks, runWithPrivateKeyring } from './keychain'
import { slowestLines, slowestPlaywrightFiles, slowestVitestFiles } from './slowest-files'
import { runSideBySide, type Step, type StepResult } from './support/steps'
import { countPlaywright, countVitest, type Counts } from './test-counts'

const root = resolve(import.meta.dirname, '..')
const tmp = join(root, '.tmp')
mkdirSync(tmp, { recursive: true })

function say(line: string): void {
  process.stdout.write(`${line}\n`)
}

if (!process.env.STAGEHAND_TEST_INNER && !keychainWorks()) {
  if (!canStartPrivateKeyring()) {
    say(
      'No usable keychain: start your desktop keyring, or on Linux install gnome-keyring and dbus (Debian: apt-get install gnome-keyring dbus).',
    )
    process.exit(1)
  }
  say(
    'No running Secret Service: starting a private D-Bus session with an unlocked gnome-keyring for this run.',
  )
  const status = runWithPrivateKeyring(
    [process.execPath, ...process.execArgv, ...process.argv.slice(1)],
    {
      ...process.env,
      STAGEHAND_TEST_INNER: '1',
    },
  )
  process.exit(status)
}

const browser = findBrowser({ headless: true })
if (!browser) {
  say(
    'No Chromium found for the end-to-end harness: install one (Debian: apt-get install chromium) or set STAGEHAND_CHROMIUM=/path/to/chrome.',
  )
  process.exit(1)
}

/** The last `count` lines of a step's output. */
const lastLines = (output: string, count: number): string[] =>
  output.trimEnd().split('\n').slice(-count)

const bin = (name: string): string => join(root, 'node_modules', '.bin', name)
const failedSteps: string[] = []
const failedOutput: string[] = []
/** Prints a step's block as it ends, and remembers a failure. */
const report = (result: StepResult): void => {
  say(`\n▶ ${result.label} (${result.seconds.toFixed(1)} s)`)
  if (result.output)
    process.stdout.write(result.output.endsWith('\n') ? result.output : `${result.output}\n`)
  if (!result.ok) {
    say(`✗ ${result.label} failed`)
    failedSteps.push(result.label)
    failedOutput.push(`▶ ${result.label}, its last lines:`, ...lastLines(result.output, 40))
  }
}

const vitestJson = join(tmp, 'vitest.json')
const playwrightJson = join(tmp, 'playwright.json')
for (const file of [vitestJson, playwrightJson]) if (existsSync(file)) writeFileSync(file, '')

// Main, preload and renderer are built first, even without an Electron binary: the
// boot tests (electron/main/index*.boot.test.ts) run the built main bundle, the specs
// use the renderer, and e2e/built-app.spec.ts checks what the main build holds
// (its worker entry), which no other test would run.
const build: Step = {
  label: 'build app (electron-vite)',
  command: bin('electron-vite'),
  args: ['build', '--logLevel', 'warn'],
}
const onlyTests = process.argv.includes('--tests-only')
// None of these reads what another writes: they run side by side with the build,
// and each prints its output as one block when it ends.
const checks: Step[] = onlyTests
  ? []
  : [
      { label: 'lint', command: bin('eslint'), args: ['--max-warnings', '0', '.'] },
      {
        label: 'format',
        command: bin('prettier'),
        args: ['--check', '--log-level', 'warn', '.'],
      },
      // One build of the project references (tsconfig.json): shared/ is checked once.
      { label: 'typecheck', command: bin('tsc'), args: ['-b', 'tsconfig.json'] },
      // Electronegativity over the app's sources, network off; see scripts/security-scan.ts.
      {
        label: 'security scan (electronegativity)',
        command: bin('tsx'),
        args: ['scripts/security-scan.ts'],
      },
    ]
say(`\n▶ side by side: ${[...checks, build].map((s) => s.label).join(', ')}`)
const results = await runSideBySide([...checks, build], root, report)
const built = results[results.length - 1]!.ok
// Vitest and Playwright wait on timers, sockets and the browser for most of their time:
// side by side they take about as long as the longer of the two.
const suites: Step[] = [
  {
    label: 'unit, integration and component tests (vitest)',
    command: bin('vitest'),
    args: [
      'run',
      // Vitest's default is one worker fewer than the cores: one on two cores, where
      // its files (many waiting on timers and sockets) then ran one after another.
      `--maxWorkers=${Math.max(2, availableParallelism() - 1)}`,
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${vitestJson}`,
    ],
  },
]
if (built) {
  suites.push({
    label: 'end-to-end tests (playwright, Chromium harness)',
    command: bin('playwright'),
    args: ['test'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson, STAGEHAND_CHROMIUM: browser },
  })
}
say(`\n▶ side by side: ${suites.map((s) => s.label).join(', ')}`)
await runSideBySide(suites, root, report)

const read = (file: string): unknown => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return null
  }
}
const vitestReport = read(vitestJson)
const playwrightReport = read(playwrightJson)
const totals: Counts = { passed: 0, failed: 0, skipped: 0 }
for (const counts of [countVitest(vitestReport), countPlaywright(playwrightReport)]) {
  totals.passed += counts.passed
  totals.failed += counts.failed
  totals.skipped += counts.skipped
}
writeFileSync(join(tmp, 'test-totals.json'), JSON.stringify({ ...totals, failedSteps }))
// Where the suites' time went, for a CI log read from its end;
// a failure's lines come after, last before the totals.
say(
  [
    '',
    ...slowestLines('Vitest', slowestVitestFiles(vitestReport, root)),
    ...(built ? slowestLines('Playwright', slowestPlaywrightFiles(playwrightReport)) : []),
  ].join('\n'),
)
// A failed check's block scrolls far up behind the suites: its end is repeated here.
if (failedSteps.length > 0)
  say(`\n${failedOutput.join('\n')}\nFailed steps: ${failedSteps.join(', ')}`)
// Under .ci/run the totals line is printed once, at the very end, with the image check added.
const totalsLine = `${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`
say(
  process.env.STAGEHAND_TOTALS_FILE
    ? `npm test totals → ${totalsLine.replace(/,/g, ';')}`
    : totalsLine,
)
process.exit(failedSteps.length > 0 || totals.failed > 0 ? 1 : 0)
