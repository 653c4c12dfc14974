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
    testTimeout: 20_000,
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
          setupFiles: ['test-support/component/setup.ts'],
        },
      },
    ],
  },
})
