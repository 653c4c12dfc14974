import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import pluginQuery from '@tanstack/eslint-plugin-query'
import bridge from './eslint-rules/bridge.js'
import innerOrder from './eslint-rules/inner-order.js'
import layers from './eslint-rules/layers.js'

/**
 * shared/ runs in the sandboxed renderer, the main process, worker threads and
 * the emulator, so its runtime code uses the language and these few web
 * standards that all of them have (docs/architecture.md, "shared/").
 */
const SHARED_GLOBALS = {
  ...Object.fromEntries(
    Object.keys({ ...globals.node, ...globals.browser }).map((name) => [name, 'off']),
  ),
  ...globals.es2024,
  URL: 'readonly',
  TextEncoder: 'readonly',
  TextDecoder: 'readonly',
  AbortSignal: 'readonly',
  AbortController: 'readonly',
  // Every host has timers (Node, the window, workers): the progress throttle waits on them.
  setTimeout: 'readonly',
  clearTimeout: 'readonly',
}
const HOST_GLOBALS = [
  'window',
  'self',
  'document',
  'navigator',
  'localStorage',
  'process',
  'Buffer',
  'require',
  'module',
  '__dirname',
  '__filename',
  'global',
  'globalThis',
  'setImmediate',
].map((name) => ({ name, message: 'shared/ runs everywhere: no Node or DOM globals.' }))

export default tseslint.config(
  {
    ignores: [
      'out/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      '.tmp/**',
      // electron-vite bundles its config beside it for the length of a build, which
      // runs side by side with lint.
      '*.config.ts.*.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // One import statement a module: types inline (`import { type X, y }`).
      'no-duplicate-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Which layer may import which (electron only in the shell and the preload, no Node
    // in shared/ or the renderer, test-support only in tests): the map is in the rule.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { stagehand: { rules: { layers, bridge, 'inner-order': innerOrder } } },
    rules: { 'stagehand/layers': 'error' },
  },
  {
    // Main's API in the window (bridge(), window.stagehand) only in renderer/src/data/.
    files: ['renderer/src/**/*.{ts,tsx}'],
    rules: { 'stagehand/bridge': 'error' },
  },
  {
    // Each folder of the window and of main imports only its own level and those below.
    files: ['renderer/src/**/*.{ts,tsx}', 'electron/main/**/*.ts'],
    rules: { 'stagehand/inner-order': 'error' },
  },
  {
    // 300 lines of code a file, tests too: comments and blank lines do not count, so
    // a file is split by concept, not trimmed of its explanations.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }] },
  },
  {
    // Tests beside shared code run in Vitest on Node and may read fixtures with node:fs;
    // shared/node/ is Node code (main and the emulator), kept from the window by the layers.
    files: ['shared/**/*.ts'],
    ignores: ['shared/**/*.test.ts', 'shared/node/**'],
    languageOptions: {
      globals: SHARED_GLOBALS,
      // Only the ES library is declared, so a DOM or Node name is undefined here.
      parserOptions: { lib: ['es2023'] },
    },
    rules: {
      'no-undef': 'error',
      'no-restricted-globals': ['error', ...HOST_GLOBALS],
    },
  },
  {
    files: ['renderer/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, '@tanstack/query': pluginQuery },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...pluginQuery.configs['flat/recommended'][0].rules,
      // A query's key and function are built once, in data/ (one factory per bridge namespace).
      '@tanstack/query/prefer-query-options': 'error',
    },
  },
  {
    files: ['e2e/**/*.ts', 'bench/**/*.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    // Playwright fixtures must destructure their (possibly empty) dependencies.
    rules: { 'no-empty-pattern': 'off' },
  },
)
