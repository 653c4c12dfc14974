import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { ALIASES } from './aliases.config'

/**
 * Two projects: the unit and integration tests on Node, and the renderer's
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
          include: [
            '{shared,electron,emulator,renderer,scripts,test-support}/**/*.test.ts',
            'e2e/harness/**/*.test.ts',
            'eslint-rules/**/*.test.js',
          ],
          environment: 'node',
        },
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
