/**
 * Where the renderer reaches main: only its data layer calls the bridge.
 *
 * `bridge()` (renderer/src/bridge.ts) and `window.stagehand` are main's API
 * in the window. Only `renderer/src/data/` may import or read them, as query
 * and mutation options, small functions and the root syncs that fold main's
 * events into the cache; a screen calls those. docs/architecture.md ("The
 * window's data layer") describes the layer.
 */
import { relative, resolve, sep } from 'node:path'
import { resolveSpecifier } from './layers.js'
import { moduleReferenceVisitors } from './module-references.js'

const ROOT = resolve(import.meta.dirname, '..')
const BRIDGE_MODULE = 'renderer/src/bridge.ts'
const DATA_LAYER = 'renderer/src/data/'
const GLOBALS = new Set(['window', 'globalThis', 'self'])

export const WHY =
  'Main is reached from the window only through renderer/src/data/: there its calls are query and mutation options, and its events are folded into the cache once, at the app’s root, whichever screen is shown.'

const fromRoot = (absolute) => relative(ROOT, absolute).split(sep).join('/')

/** Whether a repository path may use the bridge: the data layer, and the bridge's own module. */
export function mayUseBridge(path) {
  return path === BRIDGE_MODULE || path.startsWith(DATA_LAYER)
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps main’s API in the window to the renderer’s data layer.' },
    schema: [],
    messages: {
      imported:
        "Only renderer/src/data/ may import the bridge ('{{specifier}}'): call a function or options of data/ instead. {{why}}",
      global:
        'Only renderer/src/data/ may read {{name}}.stagehand: call a function or options of data/ instead. {{why}}',
    },
  },
  create(context) {
    const path = fromRoot(context.filename)
    if (!path.startsWith('renderer/src/') || mayUseBridge(path)) return {}

    function check(node, specifier) {
      if (typeof specifier !== 'string') return
      const resolved = resolveSpecifier(specifier, context.filename)
      if (resolved?.path !== BRIDGE_MODULE) return
      context.report({ node, messageId: 'imported', data: { specifier, why: WHY } })
    }

    return {
      ...moduleReferenceVisitors(check),
      MemberExpression(node) {
        const { object, property } = node
        const named = node.computed
          ? property.type === 'Literal' && property.value
          : property.type === 'Identifier' && property.name
        if (object.type === 'Identifier' && GLOBALS.has(object.name) && named === 'stagehand') {
          context.report({ node, messageId: 'global', data: { name: object.name, why: WHY } })
        }
      },
    }
  },
}
