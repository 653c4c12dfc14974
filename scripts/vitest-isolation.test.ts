/**
 * The Node test files share one module graph per worker (vitest.config.ts):
 * a file that replaces a module, a global or the time zone must be listed
 * among those that get a graph of their own, or what it replaced would reach
 * whichever file runs after it in the same worker.
 */
import { globSync, readFileSync } from 'node:fs'
import { matchesGlob, resolve } from 'node:path'
import { expect, it } from 'vitest'
import { NODE_TESTS, OWN_MODULE_GRAPH } from '../vitest.config'

const root = resolve(import.meta.dirname, '..')

/** What only a file with a module graph of its own may do. */
const REPLACES_SHARED_STATE = /\bvi\.(mock|doMock|stubGlobal|stubEnv)\(|process\.env\.TZ\s*=/

/** Files among `files` that replace shared state and are not given a graph of their own. */
function unlisted(files: { path: string; text: string }[], own: string[]): string[] {
  return files
    .filter((f) => REPLACES_SHARED_STATE.test(f.text))
    .filter((f) => !own.some((pattern) => matchesGlob(f.path, pattern)))
    .map((f) => f.path)
}

it('every Node test file that replaces a module, a global or the time zone runs apart', () => {
  const files = globSync(NODE_TESTS, { cwd: root })
    // This file's own examples are text, not calls.
    .filter((path) => path !== 'scripts/vitest-isolation.test.ts')
    .map((path) => ({ path, text: readFileSync(resolve(root, path), 'utf8') }))
  expect(files.length).toBeGreaterThan(100)
  expect(unlisted(files, OWN_MODULE_GRAPH)).toEqual([])
})

it('names a file that mocks a module outside the list, and passes one inside it', () => {
  const files = [
    { path: 'electron/main/a.test.ts', text: "vi.mock('electron', () => ({}))" },
    { path: 'shared/b.test.ts', text: "process.env.TZ = 'Europe/Berlin'" },
    { path: 'shared/c.test.ts', text: 'expect(vi.fn()).not.toHaveBeenCalled()' },
    { path: 'electron/main/index.x.boot.test.ts', text: "vi.mock('electron')" },
  ]
  expect(unlisted(files, ['electron/main/index*.boot.test.ts'])).toEqual([
    'electron/main/a.test.ts',
    'shared/b.test.ts',
  ])
})
