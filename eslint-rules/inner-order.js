/**
 * The order inside the window and inside main: a folder imports its own level and those below.
 *
 * layers.js says which parts of the repository may import which; inside the
 * renderer and the main process this rule says the same of their folders.
 * The window is built upward: small helpers, then main's data through the
 * bridge, hooks, components, the features that combine them, the screens,
 * and the app that puts them together; a screen never reaches into the app,
 * a hook never into a screen. Main likewise: files and logs, the scheduler
 * and the catalog, the API client, the services, the writes, the journal
 * that records them, the IPC handlers, the app that builds it all, and the
 * Electron shell; the API never reaches into the journal, the journal never
 * into IPC. Tests are not held to it (a component test renders the app).
 */
import { relative, resolve, sep } from 'node:path'
import { resolveSpecifier } from './layers.js'
import { moduleReferenceVisitors } from './module-references.js'

const TEST_FILE = /\.test\.tsx?$/

/** The window's folders (and top files), lowest first; each level may import itself and below. */
export const RENDERER_ORDER = {
  root: 'renderer/src/',
  why: "The window is built upward: lib, data (main's API), hooks, components, features, screens, app.",
  levels: [
    ['bridge', 'lib', 'styles'],
    ['data'],
    ['hooks'],
    ['components'],
    ['catalog', 'links', 'workspaces', 'desktop'],
    ['sections', 'palette', 'shell', 'first-paint'],
    ['app'],
    ['main'],
  ],
}

/** Main's folders (and top files), lowest first; each level may import itself and below. */
export const MAIN_ORDER = {
  root: 'electron/main/',
  why: 'Main is built upward: files and logs, scheduler and catalog, the API client, services, writes, the journal, IPC, the app, the shell.',
  levels: [
    ['settings'],
    ['logging', 'security', 'secrets'],
    ['scheduler', 'catalog'],
    ['api'],
    [
      'media',
      'views',
      'jobs',
      'session-drafts',
      'links',
      'menu',
      'diagnostics',
      'listings',
      'snapshots',
    ],
    ['export', 'workspaces'],
    ['agenda', 'writes'],
    ['journal'],
    ['ipc'],
    ['app'],
    ['shell'],
    ['index'],
  ],
}

const ORDERS = [RENDERER_ORDER, MAIN_ORDER]

/** The order whose root holds a repository path, or null. */
export const orderOf = (path) => ORDERS.find((order) => path?.startsWith(order.root)) ?? null

/** The folder (or top file, without its extension) of a repository path under the root, or null. */
export function unitOf(path, order = RENDERER_ORDER) {
  if (!path?.startsWith(order.root)) return null
  return path
    .slice(order.root.length)
    .split('/')[0]
    .replace(/\.[a-z]+$/, '')
}

/** The level of a unit, or -1 when it has none. */
export function levelOf(unit, order = RENDERER_ORDER) {
  return order.levels.findIndex((level) => level.includes(unit))
}

const ROOT = resolve(import.meta.dirname, '..')
const fromRoot = (absolute) => relative(ROOT, absolute).split(sep).join('/')

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: {
      description: 'Keeps each folder of the window and of main to its own level and those below.',
    },
    schema: [],
    messages: {
      upward:
        "{{from}} may not import {{to}} ('{{specifier}}'): {{to}} sits above it. {{why}} The order is in eslint-rules/inner-order.js.",
      unordered:
        "{{root}}{{unit}} has no level: give it one in eslint-rules/inner-order.js ('{{specifier}}').",
    },
  },
  create(context) {
    const path = fromRoot(context.filename)
    const order = orderOf(path)
    const from = order && unitOf(path, order)
    if (!from || TEST_FILE.test(path)) return {}
    const fromLevel = levelOf(from, order)

    function check(node, specifier) {
      if (typeof specifier !== 'string') return
      const to = unitOf(resolveSpecifier(specifier, context.filename)?.path, order)
      if (!to || to === from) return
      const toLevel = levelOf(to, order)
      if (fromLevel < 0 || toLevel < 0) {
        const unit = fromLevel < 0 ? from : to
        context.report({
          node,
          messageId: 'unordered',
          data: { root: order.root, unit, specifier },
        })
        return
      }
      if (toLevel <= fromLevel) return
      context.report({
        node,
        messageId: 'upward',
        data: { from, to, specifier, why: order.why },
      })
    }

    return moduleReferenceVisitors(check)
  },
}
