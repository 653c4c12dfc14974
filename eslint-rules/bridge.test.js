/**
 * The bridge rule: the renderer's data layer reaches main, its screens do not.
 *
 * Imports are resolved as the layer rule resolves them, so a relative path
 * and the alias name the same module.
 */
import rule from './bridge.js'
import { at, importing, tester } from './rule-tester.js'

const reading = (file, code, messageId) => ({
  filename: at(file),
  code,
  ...(messageId ? { errors: [{ messageId }] } : {}),
})

tester.run('bridge: only the data layer imports it', rule, {
  valid: [
    ...importing('renderer/src/data/exports.ts', ['@renderer/bridge', '../bridge']),
    ...importing('renderer/src/data/signals.test.ts', ['@renderer/bridge']),
    // A screen calls the data layer; other parts of the app are the layer rule's.
    ...importing('renderer/src/sections/agenda/AgendaSection.tsx', [
      '@renderer/data/agenda',
      '@shared/ipc/bridge',
    ]),
    // Outside the renderer the rule says nothing (the preload builds the bridge from shared/).
    ...importing('electron/preload/index.ts', ['@shared/ipc/bridge']),
  ],
  invalid: [
    ...importing(
      'renderer/src/sections/agenda/AgendaSection.tsx',
      ['@renderer/bridge', '../../bridge'],
      'imported',
    ),
    ...importing('renderer/src/components/SafeHtml.tsx', ['../bridge'], 'imported'),
    ...importing('renderer/src/app/App.test.tsx', ['@renderer/bridge'], 'imported'),
    {
      filename: at('renderer/src/hooks/use-request-meter.ts'),
      code: "export { bridge } from '../bridge'",
      errors: [{ messageId: 'imported' }],
    },
    {
      filename: at('renderer/src/links/use-link-follower.ts'),
      code: "export const load = () => import('@renderer/bridge')",
      errors: [{ messageId: 'imported' }],
    },
    // The forms the layer rule sees are seen here too (module-references.js).
    {
      filename: at('renderer/src/links/use-link-follower.ts'),
      code: "export type Bridge = typeof import('@renderer/bridge')",
      errors: [{ messageId: 'imported' }],
    },
    {
      filename: at('renderer/src/links/use-link-follower.ts'),
      code: "export const b = require('../bridge')",
      errors: [{ messageId: 'imported' }],
    },
  ],
})

tester.run('bridge: only the data layer reads window.stagehand', rule, {
  valid: [
    reading('renderer/src/bridge.ts', 'export const b = window.stagehand'),
    reading('renderer/src/data/events.ts', 'export const b = window.stagehand'),
    reading('renderer/src/shell/ShortcutsDialog.tsx', 'export const s = window.stagehandMenu'),
  ],
  invalid: [
    reading(
      'renderer/src/desktop/DesktopProvider.tsx',
      'export const b = window.stagehand',
      'global',
    ),
    reading(
      'renderer/src/shell/ShortcutsDialog.tsx',
      "export const b = globalThis['stagehand']",
      'global',
    ),
    reading(
      'renderer/src/hooks/use-workspaces.ts',
      "window.stagehand?.events.on('workspaces:changed', () => {})",
      'global',
    ),
  ],
})
