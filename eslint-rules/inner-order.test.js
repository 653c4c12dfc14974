/**
 * The window's inner order: a folder imports its level and those below,
 * never above; a folder with no level is named.
 */
import { describe, expect, it } from 'vitest'
import rule, { MAIN_ORDER, RENDERER_ORDER, levelOf, orderOf, unitOf } from './inner-order.js'
import { coded, importing, tester } from './rule-tester.js'

tester.run('inner-order', rule, {
  valid: [
    ...importing('renderer/src/sections/speakers/SpeakersSection.tsx', [
      '@renderer/components/Button',
      '@renderer/data/speakers',
      '@renderer/palette/requests',
      '../../lib/sections',
    ]),
    ...importing('renderer/src/data/speakers.ts', ['@renderer/bridge', '@renderer/lib/errors']),
    ...importing('renderer/src/app/AppShell.tsx', [
      '@renderer/shell/Sidebar',
      '@renderer/sections/speakers/SpeakersSection',
    ]),
    // A component test renders the whole app.
    ...importing('renderer/src/components/ComingSoon.test.tsx', ['@renderer/app/App']),
    // Main, built upward: the journal over the writes, IPC over the journal, the app over all.
    ...importing('electron/main/journal/recorder.ts', [
      '../writes/service-writes',
      '@main/catalog/catalog',
      './journal-store',
    ]),
    ...importing('electron/main/ipc/handlers/journal.ts', ['@main/journal/journal']),
    ...importing('electron/main/app/core.ts', ['../ipc/router', '@main/journal/journal']),
    ...importing('electron/main/api/http-client.ts', ['../scheduler/retry-after']),
    // A main test may build the whole core.
    ...importing('electron/main/api/dialects.test.ts', ['@main/app/core']),
  ],
  invalid: [
    ...importing('renderer/src/components/ComingSoon.tsx', ['@renderer/app/App'], 'upward'),
    // Every form of naming a module counts (module-references.js), types included.
    coded(
      'renderer/src/components/ComingSoon.tsx',
      "export type Shell = typeof import('@renderer/app/AppShell')",
      'upward',
    ),
    coded(
      'renderer/src/components/ComingSoon.tsx',
      "import App = require('../app/App')\nexport default App",
      'upward',
    ),
    ...importing(
      'renderer/src/hooks/use-section-route.ts',
      ['@renderer/sections/agenda/agenda-route', '../components/Button'],
      'upward',
    ),
    ...importing('renderer/src/data/speakers.ts', ['@renderer/hooks/use-app-info'], 'upward'),
    ...importing('renderer/src/lib/errors.ts', ['@renderer/data/app'], 'upward'),
    ...importing('renderer/src/data/speakers.ts', ['@renderer/nowhere/thing'], 'unordered'),
    // The cycles main once had: each is now an error that names the order.
    ...importing('electron/main/journal/recorder.ts', ['../ipc/router'], 'upward'),
    ...importing('electron/main/scheduler/retry.ts', ['../api/http-client'], 'upward'),
    ...importing('electron/main/ipc/handlers/index.ts', ['@main/app/core'], 'upward'),
    ...importing('electron/main/diagnostics/collect.ts', ['../ipc/handlers/app'], 'upward'),
    ...importing('electron/main/catalog/catalog.ts', ['../export/csv-writer'], 'upward'),
    ...importing('electron/main/api/service.ts', ['@main/journal/journal'], 'upward'),
    coded(
      'electron/main/api/service.ts',
      "export type J = typeof import('../journal/journal')",
      'upward',
    ),
    ...importing('electron/main/api/service.ts', ['../nowhere/thing'], 'unordered'),
  ],
})

describe('the window order', () => {
  it('gives every folder of renderer/src one level', async () => {
    const { readdirSync } = await import('node:fs')
    const { join } = await import('node:path')
    const names = readdirSync(join(import.meta.dirname, '..', 'renderer/src')).map((n) =>
      n.replace(/\.[a-z]+$/, ''),
    )
    for (const name of names) expect(levelOf(name), name).toBeGreaterThanOrEqual(0)
    const listed = RENDERER_ORDER.levels.flat()
    expect(new Set(listed).size).toBe(listed.length)
  })

  it('reads the folder of a path', () => {
    expect(unitOf('renderer/src/sections/a/B.tsx')).toBe('sections')
    expect(unitOf('renderer/src/bridge.ts')).toBe('bridge')
    expect(unitOf('electron/main/app/core.ts')).toBeNull()
    expect(unitOf('electron/main/app/core.ts', MAIN_ORDER)).toBe('app')
    expect(orderOf('electron/main/index.ts')).toBe(MAIN_ORDER)
    expect(orderOf('electron/preload/index.ts')).toBeNull()
  })
})

describe('the main order', () => {
  it('gives every folder and top file of electron/main one level', async () => {
    const { readdirSync } = await import('node:fs')
    const { join } = await import('node:path')
    const names = readdirSync(join(import.meta.dirname, '..', 'electron/main'))
      .filter((n) => !/\.test\.ts$/.test(n))
      .map((n) => n.replace(/\.[a-z]+$/, ''))
    for (const name of names) expect(levelOf(name, MAIN_ORDER), name).toBeGreaterThanOrEqual(0)
    const listed = MAIN_ORDER.levels.flat()
    expect(new Set(listed).size).toBe(listed.length)
  })
})
