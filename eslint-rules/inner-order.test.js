/**
 * The window's inner order: a folder imports its level and those below,
 * never above; a folder with no level is named.
 */
import { describe, expect, it } from 'vitest'
import rule, { RENDERER_ORDER, levelOf, unitOf } from './inner-order.js'
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
  })
})
