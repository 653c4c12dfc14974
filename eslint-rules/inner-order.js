/**
 * The order inside the window: a folder imports its own level and those below.
 *
 * layers.js says which parts of the repository may import which; inside the
 * renderer this rule says the same of its folders, so the window is built
 * upward: small helpers, then main's data through the bridge, hooks,
 * components, the features that combine them, the screens, and the app that
 * puts them together. A screen never reaches into the app, a hook never into
 * a screen. Tests are not held to it (a component test renders the app).
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
    ['sections', 'palette', 'shell'],
    ['app'],
    ['main'],
  ],
}

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
    docs: { description: 'Keeps each folder of the window to its own level and those below.' },
    schema: [],
    messages: {
      upward:
        "{{from}} may not import {{to}} ('{{specifier}}'): {{to}} sits above it. {{why}} The order is in eslint-rules/inner-order.js.",
      unordered:
        "renderer/src/{{unit}} has no level: give it one in eslint-rules/inner-order.js ('{{specifier}}').",
    },
  },
  create(context) {
    const path = fromRoot(context.filename)
    const from = unitOf(path)
    if (!from || TEST_FILE.test(path)) return {}
    const fromLevel = levelOf(from)

    function check(node, specifier) {
      if (typeof specifier !== 'string') return
      const to = unitOf(resolveSpecifier(specifier, context.filename)?.path)
      if (!to || to === from) return
      const toLevel = levelOf(to)
      if (fromLevel < 0 || toLevel < 0) {
        const unit = fromLevel < 0 ? from : to
        context.report({ node, messageId: 'unordered', data: { unit, specifier } })
        return
      }
      if (toLevel <= fromLevel) return
      context.report({
        node,
        messageId: 'upward',
        data: { from, to, specifier, why: RENDERER_ORDER.why },
      })
    }

    return moduleReferenceVisitors(check)
  },
}
