/**
 * The layer rule on imports of every layer, written relative and by alias.
 *
 * The specifiers name real modules where it matters: a directory import
 * resolves to its index as the bundler would (`..` from electron/main/app is
 * the shell's index.ts).
 */
import { describe, expect, it } from 'vitest'
import rule, { LAYERS } from './layers.js'
import { importing, tester } from './rule-tester.js'

/** Valid and invalid imports of one layer's production file and one of its tests. */
const layerCases = ({ file, allowed, refused, test }) => ({
  valid: [
    ...importing(file, allowed),
    ...(test ? importing(test.file, [...allowed, ...test.allowed]) : []),
  ],
  invalid: [
    ...importing(file, refused, 'forbidden'),
    ...(test ? importing(test.file, test.refused, 'forbidden') : []),
  ],
})

const LAYER_CASES = {
  shell: {
    file: 'electron/main/shell/window.ts',
    allowed: [
      'electron',
      '@main/app/core',
      '../app/core',
      '@shared/ipc/contract',
      './quit',
      'node:path',
    ],
    refused: ['@renderer/app/App', '@test-support/core', '@emulator', '../../preload/index'],
    test: {
      file: 'electron/main/shell/net-upload.test.ts',
      allowed: ['@test-support/api-context', '@emulator', '../../../test-support/images'],
      refused: ['@renderer/app/App', '../../../e2e/harness/harness'],
    },
  },
  main: {
    file: 'electron/main/api/attendees.ts',
    allowed: [
      '../scheduler/scheduler',
      '@main/scheduler/scheduler',
      '@shared/api/schemas',
      '@shared/node/pinned-get',
      'node:fs',
      'fs/promises',
      'zod',
    ],
    refused: [
      'electron',
      'electron/main',
      '../shell/quit',
      '@main/shell/quit',
      '@main/index',
      '..',
      '@test-support/core',
      '../../../test-support/core',
      '@emulator',
      '@emulator/model',
      '../../../emulator/model',
      '@renderer/app/App',
      '../../preload/index',
    ],
    test: {
      file: 'electron/main/api/attendees.test.ts',
      allowed: [
        '@test-support/api-context',
        '../../../test-support/core',
        '@emulator',
        '@emulator/model',
      ],
      refused: ['electron', '../shell/quit', '@renderer/app/App', '../../../e2e/harness/harness'],
    },
  },
  preload: {
    file: 'electron/preload/index.ts',
    allowed: ['electron', '@shared/ipc/bridge', '../../shared/ipc/bridge'],
    refused: [
      'node:fs',
      'fs',
      '@main/app/core',
      '../main/app/core',
      '../main/index',
      '@renderer/app/App',
    ],
  },
  renderer: {
    file: 'renderer/src/app/App.tsx',
    allowed: [
      './query-client',
      '@renderer/lib/errors',
      '@shared/ipc/contract',
      '../../../shared/errors',
      'react',
    ],
    refused: [
      '@shared/node/pinned-get',
      'node:path',
      'path',
      'electron',
      '@main/app/core',
      '../../../electron/main/app/core',
      '@emulator',
      '@test-support/images',
      '../../../test-support/images',
    ],
    test: {
      file: 'renderer/src/lib/image-check.test.ts',
      allowed: ['@test-support/images', '../../../test-support/images'],
      refused: ['node:fs', '@emulator', '@main/app/core'],
    },
  },
  'shared-node': {
    file: 'shared/node/pinned-get.ts',
    allowed: ['@shared/net/resolve-host', '../net/resolve-host', 'node:http', 'node:dns/promises'],
    refused: [
      'electron',
      '@main/app/core',
      '../../electron/main/app/core',
      '@emulator',
      '@renderer/app/App',
      '@test-support/images',
    ],
    test: {
      file: 'shared/node/pinned-get.test.ts',
      allowed: ['@test-support/images'],
      refused: ['@emulator', '@main/app/core'],
    },
  },
  shared: {
    file: 'shared/api/paging.ts',
    allowed: ['./schemas', '@shared/errors', '../errors', 'zod'],
    refused: [
      '@shared/node/pinned-get',
      '../node/pinned-get',
      'node:fs',
      'fs',
      'electron',
      '@main/app/core',
      '../../electron/main/app/core',
      '@renderer/app/App',
      '../../renderer/src/app/App',
      '@emulator',
      '../../emulator/model',
      '@test-support/images',
    ],
    test: {
      file: 'shared/api/paging.test.ts',
      allowed: ['node:fs', 'node:path', '@test-support/images'],
      refused: ['@emulator', '@main/app/core', 'electron'],
    },
  },
  emulator: {
    file: 'emulator/routes/attendees.ts',
    allowed: [
      '../http/body',
      '@emulator/http/body',
      '@shared/api/schemas',
      '@shared/node/pinned-get',
      'node:http',
      'hono',
    ],
    refused: [
      '@main/api/attendees',
      '../../electron/main/api/attendees',
      '@test-support/attendees',
      'electron',
      '@renderer/app/App',
    ],
    test: {
      file: 'emulator/test/attendees.test.ts',
      allowed: ['@test-support/attendees', '../../test-support/attendees'],
      refused: ['@main/api/attendees', '../../e2e/harness/harness'],
    },
  },
  'test-support': {
    file: 'test-support/core.ts',
    allowed: [
      '@main/app/core',
      '../electron/main/app/core',
      '@emulator',
      '@shared/ipc/envelope',
      './api-context',
      'node:os',
    ],
    refused: [
      'electron',
      '@renderer/app/App',
      '../e2e/harness/harness',
      '@main/shell/quit',
      '../scripts/keychain',
    ],
  },
  e2e: {
    file: 'e2e/harness/harness.ts',
    allowed: [
      '@main/app/core',
      '@test-support/core',
      '@emulator',
      '@shared/ipc/bridge',
      '../../scripts/keychain',
      './wire',
      'playwright',
    ],
    refused: [
      '@renderer/app/App',
      '../../renderer/src/app/App',
      'electron',
      '@main/shell/quit',
      '../../bench/support/grid-measure',
    ],
  },
  bench: {
    file: 'bench/grid.bench.ts',
    allowed: [
      '../e2e/harness/harness',
      '@main/secrets/secret-store',
      '../scripts/support/browser',
      '@test-support/images',
      '@emulator',
      './support/grid-measure',
    ],
    refused: ['@renderer/app/App', 'electron', '../electron/main/shell/quit'],
  },
  scripts: {
    file: 'scripts/generate-demo-images.ts',
    allowed: [
      '@emulator/seed/demo-images',
      '@shared/images/precheck',
      'node:fs',
      './support/browser',
    ],
    refused: [
      '@main/app/core',
      '../e2e/harness/harness',
      '@test-support/images',
      '../bench/support/grid-measure',
      'electron',
    ],
    test: {
      file: 'scripts/security-scan.test.ts',
      allowed: ['@test-support/images', '../test-support/temp-dir'],
      refused: ['@main/app/core', '../e2e/harness/harness'],
    },
  },
  config: {
    file: 'vitest.config.ts',
    allowed: ['./aliases.config', 'node:path', './scripts/support/browser', '@shared/ipc/contract'],
    refused: ['@main/app/core', '@renderer/app/App', './e2e/harness/harness', '@emulator'],
  },
}

describe('the cases', () => {
  it('cover every layer', () => {
    expect(Object.keys(LAYER_CASES).sort()).toEqual(Object.keys(LAYERS).sort())
  })
})

for (const [layer, cases] of Object.entries(LAYER_CASES)) {
  tester.run(`layers: ${layer}`, rule, layerCases(cases))
}

// Test fixtures live in test-support/, so the code beside the tests that use them cannot reach them.
tester.run('layers: test fixtures are for tests only', rule, {
  valid: [
    ...importing('renderer/src/components/image-drop/drop-flow.test.ts', [
      '@test-support/component/drop-flow-fixtures',
    ]),
    ...importing('shared/agenda/plan.test.ts', ['@test-support/agenda-fixtures']),
  ],
  invalid: [
    ...importing(
      'renderer/src/components/image-drop/drop-flow.ts',
      [
        '@test-support/component/drop-flow-fixtures',
        '../../../../test-support/component/drop-flow-fixtures',
      ],
      'forbidden',
    ),
    ...importing('shared/agenda/plan.ts', ['@test-support/agenda-fixtures'], 'forbidden'),
  ],
})
