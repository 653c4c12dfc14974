import react from '@vitejs/plugin-react'
import { configDefaults, defineConfig } from 'vitest/config'
import { ALIASES } from './aliases.config'

export const NODE_TESTS = [
  '{shared,electron,emulator,renderer,scripts,test-support}/**/*.test.ts',
  'e2e/harness/**/*.test.ts',
  'eslint-rules/**/*.test.js',
]

/**
 * Node test files that replace a module (`vi.mock`), a global or the time zone:
 * each gets a module graph of its own, so nothing it replaced reaches another file.
 */
export const OWN_MODULE_GRAPH = [
  'electron/main/index*.boot.test.ts',
  'electron/main/agenda/read-sheet-limits.test.ts',
  'shared/images/png.test.ts',
  'renderer/src/sections/attendees/html-text.test.ts',
  'renderer/src/sections/attendees/filter-model.test.ts',
]

/**
 * Three projects: the unit and integration tests on Node (those that replace a
 * module or a global apart), and the renderer's
 * component tests (`renderer/**\/*.test.tsx`) on a jsdom page, each reaching a
 * real core and emulator through the bridge (test-support/component/).
 */
export default defineConfig({
  resolve: { alias: ALIASES },
  test: {
    // A limit, not a wait: on two busy cores a worker thread or a boot takes its time.
    testTimeout: 60_000,
    hookTimeout: 30_000,
    pool: 'forks',
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: NODE_TESTS,
          exclude: [...configDefaults.exclude, ...OWN_MODULE_GRAPH],
          environment: 'node',
          // One module graph per worker: importing zod, the emulator and a core
          // again for each file was about half of this project's time.
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'node-isolated', include: OWN_MODULE_GRAPH, environment: 'node' },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'component',
          include: ['renderer/**/*.test.tsx'],
          environment: 'jsdom',
          // One module graph per worker, not one per file: importing React, the
          // screens, a core and an emulator again for each of these files was
          // most of their time. Each test still renders on a new core and
          // emulator (render-with-core.tsx) and unmounts after (setup.ts).
          isolate: false,
          setupFiles: ['test-support/component/setup.ts'],
        },
      },
    ],
  },
})
