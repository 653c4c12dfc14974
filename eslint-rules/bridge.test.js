/**
 * The bridge rule: the renderer's data layer reaches main, its screens do not.
 *
 * Imports are resolved as the layer rule resolves them, so a relative path
 * and the alias name the same module.
 */
import rule from './bridge.js'
import { coded, importing, tester } from './rule-tester.js'

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
    coded(
      'renderer/src/hooks/use-request-meter.ts',
      "export { bridge } from '../bridge'",
      'imported',
    ),
    coded(
      'renderer/src/links/use-link-follower.ts',
      "export const load = () => import('@renderer/bridge')",
      'imported',
    ),
    // The forms the layer rule sees are seen here too (module-references.js).
    coded(
      'renderer/src/links/use-link-follower.ts',
      "export type Bridge = typeof import('@renderer/bridge')",
      'imported',
    ),
    coded(
      'renderer/src/links/use-link-follower.ts',
      "export const b = require('../bridge')",
      'imported',
    ),
  ],
})

tester.run('bridge: only the data layer reads window.stagehand', rule, {
  valid: [
    coded('renderer/src/bridge.ts', 'export const b = window.stagehand'),
    coded('renderer/src/data/events.ts', 'export const b = window.stagehand'),
    coded('renderer/src/shell/ShortcutsDialog.tsx', 'export const s = window.stagehandMenu'),
  ],
  invalid: [
    coded(
      'renderer/src/desktop/DesktopProvider.tsx',
      'export const b = window.stagehand',
      'global',
    ),
    coded(
      'renderer/src/shell/ShortcutsDialog.tsx',
      "export const b = globalThis['stagehand']",
      'global',
    ),
    coded(
      'renderer/src/hooks/use-workspaces.ts',
      "window.stagehand?.events.on('workspaces:changed', () => {})",
      'global',
    ),
  ],
})
