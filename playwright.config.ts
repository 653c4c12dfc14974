import { defineConfig } from '@playwright/test'
import { BROWSER_ARGS, findBrowser } from './scripts/support/browser'
import { electronBinary } from './scripts/support/electron-binary'

const browser = findBrowser({ headless: true })

/**
 * Specs that reach into the core in the test process (set up workspaces through
 * it, read what it stored) or need no app at all (the built worker, checked once):
 * they belong to the harness project. Under Electron the core runs in the app's
 * main process, out of their reach.
 */
const HARNESS_ONLY = [
  '**/attendees*.spec.ts',
  '**/export.spec.ts',
  '**/built-app.spec.ts',
  '**/key-leak.spec.ts',
  '**/image-drop.spec.ts',
  '**/image-drop-large.spec.ts',
  '**/sponsors.spec.ts',
  '**/locations.spec.ts',
  '**/catalog.spec.ts',
  '**/sessions.spec.ts',
  '**/read-failure-notices.spec.ts',
  '**/faults*.spec.ts',
  '**/a11y.spec.ts',
  '**/keyboard.spec.ts',
  '**/speakers*.spec.ts',
  '**/upload-progress.spec.ts',
  '**/links.spec.ts',
  '**/journal.spec.ts',
]
const hasElectron = electronBinary() !== null

if (!hasElectron && !process.env.STAGEHAND_QUIET_ELECTRON_NOTE) {
  process.env.STAGEHAND_QUIET_ELECTRON_NOTE = '1'
  console.log(
    'Electron binary not installed: the "electron" project is not run; the specs run in the Chromium harness.',
  )
}

export default defineConfig<{ stagehandShell: 'harness' | 'electron' }>({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // Limits at which a test counts as hung, not waits: each step waits for its
  // condition, and on two busy cores a bulk upload took longer than 10 s to end.
  timeout: 90_000,
  expect: { timeout: 30_000 },
  fullyParallel: true,
  // A test.only left in a commit would quietly run one test in CI.
  forbidOnly: !!process.env.CI,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'harness',
      use: {
        browserName: 'chromium',
        launchOptions: {
          ...(browser ? { executablePath: browser } : {}),
          args: BROWSER_ARGS,
        },
      },
    },
    ...(hasElectron
      ? [
          {
            name: 'electron',
            testIgnore: HARNESS_ONLY,
            use: { stagehandShell: 'electron' as const },
          },
        ]
      : []),
  ],
})
