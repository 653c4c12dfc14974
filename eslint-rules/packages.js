/**
 * Where each npm package may run, by layer (layers.js).
 *
 * Packages are sorted by the place they are made for, as Signal Desktop sorts
 * its dependencies: the window's (React and its libraries) stay out of main,
 * main's (the OS keychain, the spreadsheet reader) out of the window, the
 * emulator's server out of the app, and test tools in tests and tools. A
 * package not listed here is refused until it is given a place.
 */

/** The layers that are tools around the app: tests' helpers, harness, benchmarks, scripts, settings. */
const TOOLS = ['test-support', 'e2e', 'bench', 'scripts', 'config']

/** The places, each with the layers that may import its packages and why. */
export const PACKAGE_PLACES = [
  {
    why: 'zod holds the contract every side checks: it runs everywhere.',
    layers: '*',
    packages: ['zod'],
  },
  {
    why: 'A package made for the window runs in the sandboxed renderer (and the pages that render its screens in tests and benchmarks), never in main.',
    layers: ['renderer', 'test-support', 'bench'],
    packages: [
      'react',
      'react-dom',
      '@tanstack/react-query',
      '@tanstack/react-table',
      'react-hook-form',
      '@hookform/resolvers',
      'cmdk',
      'dompurify',
      'leven',
      'radix-ui',
      'sonner',
      '@visx/scale',
      '@visx/shape',
    ],
  },
  {
    why: "A Node package of main (the OS keychain, the spreadsheet and CSV readers, zip) never reaches the sandboxed window; tools may use it to check or build main's files.",
    layers: ['shell', 'main', ...TOOLS],
    packages: ['@napi-rs/keyring', 'read-excel-file', 'csv-parse', 'csv-stringify', 'fflate'],
  },
  {
    why: "The emulator's HTTP server stands for the service: the app does not serve.",
    layers: ['emulator'],
    packages: ['hono', '@hono/node-server'],
  },
  {
    why: 'A test tool or build tool runs in tests and tools only, never in the app.',
    layers: TOOLS,
    tests: true,
    packages: [
      'vitest',
      '@testing-library/react',
      '@testing-library/user-event',
      '@testing-library/dom',
      '@playwright/test',
      'playwright',
      'axe-core',
      'jpeg-js',
      'pngjs',
      'gifenc',
      'esbuild',
      'tsx',
      'vite',
      '@vitejs/plugin-react',
      'electron-vite',
      'electron-builder',
      'app-builder-lib',
      'builder-util',
    ],
  },
]

/** Test code beyond `*.test.ts(x)`: the emulator's test helpers. */
const TEST_CODE = [/\.test\.[cm]?[jt]sx?$/, /^emulator\/test\//]

/** The package a bare specifier names ('@scope/name' or 'name'), or null for a path. */
export function packageOf(specifier) {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('@/'))
    return null
  const parts = specifier.split('/')
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]
}

/**
 * Whether `layer`'s file at `path` may import `name`.
 *
 * Returns `{ place }` when it may not (or `{ unplaced: true }` for a package
 * with no place), null when it may.
 */
export function packageProblem(name, layer, path) {
  const place = PACKAGE_PLACES.find((p) => p.packages.includes(name))
  if (!place) return { unplaced: true }
  if (place.layers === '*' || place.layers.includes(layer)) return null
  if (place.tests && TEST_CODE.some((test) => test.test(path))) return null
  return { place }
}
