import { describe, expect, it } from 'vitest'
import {
  slowestLines,
  slowestPlaywrightFiles,
  slowestVitestFiles,
  SLOWEST_COUNT,
} from './slowest-files'

const vitestReport = {
  numPassedTests: 5,
  testResults: [
    { name: '/repo/shared/a.test.ts', startTime: 1_000, endTime: 3_500, assertionResults: [] },
    { name: '/repo/renderer/src/b.test.tsx', startTime: 2_000, endTime: 14_000 },
    // No start or end: the tests' own durations.
    { name: '/repo/c.test.ts', assertionResults: [{ duration: 400 }, { duration: null }, {}] },
  ],
}

const playwrightReport = {
  stats: { expected: 3 },
  suites: [
    {
      title: 'speakers.spec.ts',
      file: 'speakers.spec.ts',
      specs: [
        { file: 'speakers.spec.ts', tests: [{ results: [{ duration: 2_000 }] }] },
        // A retried test: both tries took time.
        {
          file: 'speakers.spec.ts',
          tests: [{ results: [{ duration: 3_000 }, { duration: 1_500 }] }],
        },
      ],
      suites: [
        {
          title: 'in a describe',
          file: 'speakers.spec.ts',
          specs: [{ tests: [{ results: [{ duration: 500 }] }] }],
        },
      ],
    },
    {
      title: 'teams.spec.ts',
      file: 'teams.spec.ts',
      specs: [{ tests: [{ results: [{ duration: 9_000 }] }] }],
    },
  ],
}

describe('the slowest test files', () => {
  it('of Vitest: each file from its start to its end, slowest first, relative to the root', () => {
    expect(slowestVitestFiles(vitestReport, '/repo')).toEqual([
      { file: 'renderer/src/b.test.tsx', seconds: 12 },
      { file: 'shared/a.test.ts', seconds: 2.5 },
      { file: 'c.test.ts', seconds: 0.4 },
    ])
  })

  it('of Playwright: every try of every test of a spec file, added up', () => {
    expect(slowestPlaywrightFiles(playwrightReport)).toEqual([
      { file: 'teams.spec.ts', seconds: 9 },
      { file: 'speakers.spec.ts', seconds: 7 },
    ])
  })

  it(`keeps the ${SLOWEST_COUNT} slowest`, () => {
    const many = {
      testResults: Array.from({ length: 40 }, (_, i) => ({
        name: `/repo/t${i}.test.ts`,
        startTime: 0,
        endTime: i * 100,
      })),
    }
    const kept = slowestVitestFiles(many, '/repo')
    expect(kept).toHaveLength(SLOWEST_COUNT)
    expect(kept[0]).toEqual({ file: 't39.test.ts', seconds: 3.9 })
    expect(kept.at(-1)).toEqual({ file: 't25.test.ts', seconds: 2.5 })
  })

  it('reads no report as no files', () => {
    expect(slowestVitestFiles(null, '/repo')).toEqual([])
    expect(slowestPlaywrightFiles(undefined)).toEqual([])
    expect(slowestLines('Playwright', [])).toEqual(['Playwright: no timings'])
  })

  it('prints seconds aligned, one file a line', () => {
    expect(
      slowestLines('Vitest', [
        { file: 'renderer/src/b.test.tsx', seconds: 12 },
        { file: 'c.test.ts', seconds: 0.44 },
      ]),
    ).toEqual([
      'Vitest, the 2 slowest files:',
      '  12.0 s  renderer/src/b.test.tsx',
      '   0.4 s  c.test.ts',
    ])
  })
})
