/**
 * npm packages by the place they are made for: the layer rule refuses a
 * package outside its place, and one with no place at all.
 */
import { describe, expect, it } from 'vitest'
import rule from './layers.js'
import { PACKAGE_PLACES, packageOf } from './packages.js'
import { importing, tester } from './rule-tester.js'

tester.run('layers (packages)', rule, {
  valid: [
    ...importing('renderer/src/app/App.tsx', [
      'react',
      '@tanstack/react-query',
      'zod',
      'react-dom/client',
    ]),
    ...importing('renderer/src/sections/attendees/overview/BarChart.tsx', [
      '@visx/scale',
      '@visx/shape',
    ]),
    ...importing('electron/main/secrets/secret-store.ts', ['@napi-rs/keyring', 'zod']),
    ...importing('electron/main/agenda/read-sheet.ts', ['read-excel-file/node', 'fflate']),
    ...importing('emulator/app.ts', ['hono', '@hono/node-server']),
    // Tests of any layer, and the emulator's test helpers, take test tools.
    ...importing('electron/main/api/attendees.test.ts', ['vitest']),
    ...importing('emulator/test/harness.ts', ['vitest']),
    ...importing('renderer/src/app/App.test.tsx', ['@testing-library/react']),
    ...importing('e2e/a11y.spec.ts', ['axe-core', '@playwright/test']),
  ],
  invalid: [
    // The window may not hold main's native keychain, nor main the window's React.
    ...importing(
      'renderer/src/app/App.tsx',
      ['@napi-rs/keyring', 'read-excel-file', 'hono'],
      'package',
    ),
    ...importing(
      'electron/main/app/core.ts',
      ['react', '@tanstack/react-query', '@visx/shape', 'vitest', 'hono'],
      'package',
    ),
    ...importing('shared/api/schemas.ts', ['react', 'csv-parse'], 'package'),
    ...importing('renderer/src/app/App.tsx', ['left-pad', '@scope/unknown'], 'unplaced'),
  ],
})

describe('package places', () => {
  it('name each package once, with a reason', () => {
    const names = PACKAGE_PLACES.flatMap((p) => p.packages)
    expect(new Set(names).size).toBe(names.length)
    for (const place of PACKAGE_PLACES) expect(place.why.length).toBeGreaterThan(20)
  })

  it('read the package of a specifier', () => {
    expect(packageOf('react-dom/client')).toBe('react-dom')
    expect(packageOf('@tanstack/react-query')).toBe('@tanstack/react-query')
    expect(packageOf('@hono/node-server/serve')).toBe('@hono/node-server')
    expect(packageOf('./local')).toBeNull()
  })
})
