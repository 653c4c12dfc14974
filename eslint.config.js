import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** Only the Electron shell and the preload may import electron (DESIGN.md §1). */
const ELECTRON_ALLOWED = ['electron/main/index.ts', 'electron/main/shell/**', 'electron/preload/**']

export default tseslint.config(
  {
    ignores: ['out/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', '.tmp/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'electron',
              message:
                'Only the Electron shell (electron/main/index.ts, electron/main/shell/) and the preload import electron; services take their dependencies as arguments.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ELECTRON_ALLOWED,
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['renderer/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*'], message: 'The renderer is sandboxed: no Node modules.' },
            {
              group: ['**/electron/**', 'electron'],
              message: 'The renderer reaches main only through window.stagehand.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['e2e/**/*.ts', 'bench/**/*.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    // Playwright fixtures must destructure their (possibly empty) dependencies.
    rules: { 'no-empty-pattern': 'off' },
  },
)
