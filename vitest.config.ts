import { defineConfig } from 'vitest/config'
import { ALIASES } from './aliases.config'

export default defineConfig({
  resolve: { alias: ALIASES },
  test: {
    include: [
      '{shared,electron,emulator,renderer,scripts,test-support}/**/*.test.{ts,tsx}',
      'e2e/harness/**/*.test.ts',
      'eslint-rules/**/*.test.js',
    ],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
  },
})
