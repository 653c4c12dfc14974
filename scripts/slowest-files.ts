/**
 * The slowest test files of a run, read from Vitest's and Playwright's JSON reports.
 *
 * `npm test` prints them at the end of its output, so a CI log says where its
 * time went. Vitest gives each file's start and end; Playwright gives each
 * test's tries, whose durations are added up by spec file.
 */
import { isAbsolute, relative } from 'node:path'

/** One test file and the seconds its tests took. */
export interface FileTime {
  file: string
  seconds: number
}

/** How many files each runner's list holds. */
export const SLOWEST_COUNT = 15

interface VitestFile {
  name?: string
  startTime?: number
  endTime?: number
  assertionResults?: { duration?: number | null }[]
}

/** Vitest's slowest files, named relative to `root`: each file's end less its start. */
export function slowestVitestFiles(
  report: unknown,
  root: string,
  count = SLOWEST_COUNT,
): FileTime[] {
  const files = (report as { testResults?: VitestFile[] } | null)?.testResults ?? []
  return slowest(
    files.map((f) => {
      const spanned =
        typeof f.startTime === 'number' && typeof f.endTime === 'number'
          ? f.endTime - f.startTime
          : (f.assertionResults ?? []).reduce((sum, t) => sum + (t.duration ?? 0), 0)
      const name = f.name ?? '(unnamed)'
      return { file: isAbsolute(name) ? relative(root, name) : name, ms: spanned }
    }),
    count,
  )
}

interface PlaywrightSuite {
  file?: string
  suites?: PlaywrightSuite[]
  specs?: { file?: string; tests?: { results?: { duration?: number }[] }[] }[]
}

/** Playwright's slowest spec files: every try of every test in them, added up. */
export function slowestPlaywrightFiles(report: unknown, count = SLOWEST_COUNT): FileTime[] {
  const byFile = new Map<string, number>()
  const visit = (suite: PlaywrightSuite, file: string) => {
    for (const spec of suite.specs ?? []) {
      const specFile = spec.file ?? suite.file ?? file
      for (const test of spec.tests ?? [])
        for (const result of test.results ?? [])
          byFile.set(specFile, (byFile.get(specFile) ?? 0) + (result.duration ?? 0))
    }
    for (const child of suite.suites ?? []) visit(child, child.file ?? suite.file ?? file)
  }
  for (const suite of (report as { suites?: PlaywrightSuite[] } | null)?.suites ?? [])
    visit(suite, suite.file ?? '(unnamed)')
  return slowest(
    [...byFile].map(([file, ms]) => ({ file, ms })),
    count,
  )
}

/** The lines printed for one runner: a heading, then a file a line, slowest first. */
export function slowestLines(runner: string, files: readonly FileTime[]): string[] {
  if (files.length === 0) return [`${runner}: no timings`]
  const width = Math.max(...files.map((f) => f.seconds.toFixed(1).length))
  return [
    `${runner}, the ${files.length} slowest files:`,
    ...files.map((f) => `  ${f.seconds.toFixed(1).padStart(width)} s  ${f.file}`),
  ]
}

function slowest(files: { file: string; ms: number }[], count: number): FileTime[] {
  return files
    .sort((a, b) => b.ms - a.ms || a.file.localeCompare(b.file))
    .slice(0, count)
    .map((f) => ({ file: f.file, seconds: f.ms / 1000 }))
}
