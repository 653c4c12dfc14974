/**
 * The layer map itself, and the rule on every form an import takes.
 */
import { globSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ALIASES } from '../aliases.config'
import rule, { LAYERS, PACKAGE_TARGETS, layerOf, readAliases } from './layers.js'
import { at, tester } from './rule-tester.js'

describe('the layer map', () => {
  it('names only layers and package targets', () => {
    const targets = new Set([...Object.keys(LAYERS), ...PACKAGE_TARGETS])
    for (const layer of Object.values(LAYERS)) {
      const named = [
        ...layer.imports,
        ...(layer.tests ?? []),
        ...(layer.grants ?? []).flatMap((g) => g.imports),
      ]
      expect(named.filter((target) => !targets.has(target))).toEqual([])
    }
  })

  it('puts the shell before the rest of main, and each folder in its layer', () => {
    expect(layerOf('electron/main/index.ts')).toBe('shell')
    expect(layerOf('electron/main/index.boot.test.ts')).toBe('shell')
    expect(layerOf('electron/main/shell/ipc.ts')).toBe('shell')
    expect(layerOf('electron/main/app/core.ts')).toBe('main')
    expect(layerOf('electron/preload/index.ts')).toBe('preload')
    expect(layerOf('renderer/src/main.tsx')).toBe('renderer')
    expect(layerOf('test-support/core.ts')).toBe('test-support')
    expect(layerOf('renderer/vite.config.ts')).toBe('config')
    expect(layerOf('vitest.config.ts')).toBe('config')
    expect(layerOf('renderer/index.html')).toBe(null)
  })

  it('keeps test fixtures out of the production folders, in test-support/', () => {
    // Beside production code a fixture is in the same layer, so production code could import it.
    const root = join(import.meta.dirname, '..')
    const fixtures = globSync('{shared,renderer,electron,emulator}/**/*fixture*.{ts,tsx}', {
      cwd: root,
    }).filter((path) => !/\.test\.tsx?$/.test(path))
    expect(fixtures).toEqual([])
  })

  it("reads the same aliases as the build's tools", () => {
    const aliases = readAliases()
    for (const [name, folder] of Object.entries(ALIASES)) {
      expect(aliases).toContainEqual({ pattern: `${name}/*`, target: join(folder, '*') })
    }
    expect(aliases).toContainEqual({
      pattern: '@emulator',
      target: join(ALIASES['@emulator'], 'index.ts'),
    })
  })
})

const forbidden = [{ messageId: 'forbidden' }]

tester.run('layers: every form of import', rule, {
  valid: [
    {
      filename: at('renderer/index.html.ts'),
      code: "import x from '@main/app/core'\nexport default x",
    },
    {
      filename: at('electron/main/workspaces/demo-workspace.ts'),
      code: "export { startEmulator } from '@emulator'",
    },
  ],
  invalid: [
    {
      filename: at('electron/main/app/core.ts'),
      code: "export { startEmulator } from '@emulator'",
      errors: forbidden,
    },
    {
      filename: at('electron/main/app/core.ts'),
      code: "export * from '@test-support/core'",
      errors: [
        {
          message:
            /^main may not import test-support \('@test-support\/core'\), only its tests may\. /,
        },
      ],
    },
    {
      filename: at('electron/main/app/core.ts'),
      code: "import type { App } from 'electron'\nexport type A = App",
      errors: forbidden,
    },
    {
      filename: at('electron/main/app/core.ts'),
      code: "export const e = () => import('electron')",
      errors: forbidden,
    },
    {
      filename: at('electron/main/app/core.ts'),
      code: "export const e = require('electron')",
      errors: forbidden,
    },
    {
      filename: at('electron/main/app/core.ts'),
      code: "import e = require('electron')\nexport { e }",
      errors: forbidden,
    },
    {
      filename: at('electron/main/app/core.ts'),
      code: "export type A = import('electron').App",
      errors: forbidden,
    },
    {
      filename: at('electron/main/app/core.ts'),
      code: "import x from '../../../renderer/index.html'\nexport default x",
      errors: [{ messageId: 'unlayered' }],
    },
    {
      filename: at('e2e/harness/harness.ts'),
      code: "import x from '../../../elsewhere/x'\nexport default x",
      errors: [{ messageId: 'unlayered' }],
    },
  ],
})
