/**
 * Where code may run: the project's layers and what each may import.
 *
 * A file belongs to the first layer whose `files` match its path from the
 * repository root. An import is resolved to a file, whether written relative or
 * with a path alias of tsconfig.base.json, and so to a layer; `electron` and
 * Node's own modules are targets of their own. The importing layer must list
 * the target in `imports`; a `*.test.ts(x)` file may also import what `tests`
 * lists, and the files of a `grants` entry what it lists. Other npm packages
 * are checked by the place they are made for (packages.js).
 * docs/architecture.md ("Layers") shows this map as a table.
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { dirname, isAbsolute, join, matchesGlob, relative, resolve, sep } from 'node:path'
import { moduleReferenceVisitors } from './module-references.js'
import { packageOf, packageProblem } from './packages.js'

/**
 * The layers, in matching order (the shell before the rest of main).
 *
 * `why` says what the layer is for and is part of every message about it.
 */
export const LAYERS = {
  shell: {
    files: ['electron/main/index.ts', 'electron/main/index.*.test.ts', 'electron/main/shell/**'],
    why: 'The shell passes Electron (net.fetch, the keychain, dialogs) to the core and binds its router to ipcMain.',
    // It builds the core (main) and hands it Electron's parts; nothing below imports it.
    imports: ['shell', 'main', 'shared', 'electron', 'node'],
    // The boot tests run the built shell on the electron stand-in against the emulator.
    tests: ['test-support', 'emulator'],
  },
  main: {
    files: ['electron/main/**'],
    why: 'Main is plain Node services that take fetch, the keychain, dialogs and a clock as arguments: only the shell imports electron.',
    // The composition root (app/core.ts) does not import electron, so tests and the
    // e2e harness build the same core on Node.
    imports: ['main', 'shared', 'shared-node', 'node'],
    // Services are tested over real HTTP against the emulator.
    tests: ['test-support', 'emulator'],
    // The demo workspace runs the emulator in the app, with its own seed.
    grants: [{ files: ['electron/main/workspaces/demo-*.ts'], imports: ['emulator'] }],
  },
  preload: {
    files: ['electron/preload/**'],
    why: 'The sandboxed preload builds window.stagehand with the shared bridge factory and exposes nothing else.',
    // One sandboxed CommonJS bundle: contextBridge and the bridge factory, no Node.
    imports: ['preload', 'shared', 'electron'],
    tests: ['test-support'],
  },
  renderer: {
    files: ['renderer/src/**'],
    why: 'The renderer is sandboxed: no Node module, no electron, and main only through window.stagehand.',
    imports: ['renderer', 'shared'],
    // Its tests take images from test-support; the API is main's, so no emulator.
    tests: ['test-support'],
  },
  'shared-node': {
    files: ['shared/node/**'],
    why: 'shared/node/ is the Node code main and the emulator both run (the DNS-pinned GET): shared/ and Node, never the window.',
    // Neither main nor the emulator may import the other, so what both need on Node lives here.
    imports: ['shared-node', 'shared', 'node'],
    tests: ['test-support'],
  },
  shared: {
    files: ['shared/**'],
    why: 'shared/ runs in the renderer, main, worker threads and the emulator: it imports none of them and no Node module.',
    // Its runtime code has only the language and a few web standards.
    imports: ['shared'],
    // Its tests run in Vitest on Node and may read fixtures with node:fs.
    tests: ['test-support', 'node'],
  },
  emulator: {
    files: ['emulator/**'],
    why: 'The emulator stands for the service: it shares the contract in shared/ and knows nothing of the app.',
    // It runs on Node (the demo, the tests, `npm run emulator`), never in the window.
    imports: ['emulator', 'shared', 'shared-node', 'node'],
    tests: ['test-support'],
  },
  'test-support': {
    files: ['test-support/**'],
    why: 'Test helpers build the core and the emulator for tests, e2e and benchmarks; they are Node code and stand in for electron.',
    // Not the renderer: test-support is typechecked as Node code (tsconfig.node.json).
    // Not the shell: the boot tests run its built bundle on the electron stand-in.
    imports: ['test-support', 'main', 'shared', 'emulator', 'node'],
    // The component tests' page renders the renderer's screens beside a real core.
    grants: [{ files: ['test-support/component/**'], imports: ['renderer'] }],
  },
  e2e: {
    files: ['e2e/**'],
    why: 'The harness runs the real core beside the built renderer, in place of the shell, and finds the browser as scripts/ do.',
    // Not the renderer's source: the specs drive its built bundle in Chromium.
    imports: ['e2e', 'main', 'shared', 'emulator', 'test-support', 'scripts', 'node'],
  },
  bench: {
    files: ['bench/**'],
    why: 'Benchmarks measure the core, the emulator and the grid in the e2e harness.',
    // The grid benchmark opens the e2e harness; the others run the core and the emulator.
    imports: ['bench', 'e2e', 'main', 'shared', 'emulator', 'test-support', 'scripts', 'node'],
  },
  scripts: {
    files: ['scripts/**'],
    why: "The drivers and checks use the emulator's seed and address rules and shared's image precheck, nothing of the app.",
    // `npm start` and `npm test` spawn the app and the tools rather than import them.
    imports: ['scripts', 'shared', 'emulator', 'node'],
    // Its tests also check the build's settings (minified, source maps kept out).
    tests: ['test-support', 'config'],
  },
  config: {
    files: [
      '*.config.ts',
      'renderer/vite.config.ts',
      'renderer/chunks.config.ts',
      'renderer/vite-first-paint.ts',
    ],
    why: "The tools' settings (build, tests, packaging) read the path aliases, the renderer's chunks and entries, the contract's names and the browser the scripts find.",
    imports: ['config', 'shared', 'scripts', 'node'],
  },
}

/** The targets that are packages rather than folders: Electron, and Node's own modules. */
export const PACKAGE_TARGETS = ['electron', 'node']

const ROOT = resolve(import.meta.dirname, '..')
const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.cjs']
const TEST_FILE = /\.test\.tsx?$/

/** The path aliases, as tsc reads them (tsconfig.base.json `paths`). */
export function readAliases(root = ROOT) {
  const config = JSON.parse(readFileSync(join(root, 'tsconfig.base.json'), 'utf8'))
  return Object.entries(config.compilerOptions.paths).map(([pattern, [target]]) => ({
    pattern,
    target: join(root, target),
  }))
}

const ALIASES = readAliases()

/** A repository path with forward slashes, or null outside the repository. */
function fromRoot(absolute) {
  const path = relative(ROOT, absolute)
  if (path.startsWith('..') || isAbsolute(path)) return null
  return path.split(sep).join('/')
}

/** The layer a repository path belongs to (the first that matches), or null. */
export function layerOf(path) {
  for (const [name, layer] of Object.entries(LAYERS)) {
    if (layer.files.some((glob) => matchesGlob(path, glob))) return name
  }
  return null
}

const isFile = (path) => existsSync(path) && statSync(path).isFile()

/** The file a resolved specifier names, as the bundler would pick it; the bare path if none. */
function moduleFile(path) {
  const stem = path.replace(/\.[cm]?js$/, '')
  const candidates = [
    path,
    ...SOURCE_EXTENSIONS.map((ext) => stem + ext),
    ...SOURCE_EXTENSIONS.map((ext) => join(path, `index${ext}`)),
  ]
  return candidates.find(isFile) ?? path
}

/** The absolute path an alias specifier stands for, or null when no alias matches. */
function unalias(specifier) {
  for (const { pattern, target } of ALIASES) {
    if (pattern.endsWith('/*')) {
      const prefix = pattern.slice(0, -1)
      if (specifier.startsWith(prefix)) {
        return join(target.slice(0, -1), specifier.slice(prefix.length))
      }
    } else if (specifier === pattern) return target
  }
  return null
}

/**
 * What a specifier names: a package target, a repository path, or nothing to check.
 *
 * Returns `{ target }` for electron and Node modules, `{ path }` for project
 * files (null when outside the repository), and `{ package }` for other packages.
 */
export function resolveSpecifier(specifier, importer) {
  if (specifier === 'electron' || specifier.startsWith('electron/')) return { target: 'electron' }
  if (specifier.startsWith('node:') || builtinModules.includes(specifier)) {
    return { target: 'node' }
  }
  let absolute = unalias(specifier)
  if (!absolute && (specifier.startsWith('.') || isAbsolute(specifier))) {
    absolute = resolve(dirname(importer), specifier)
  }
  if (!absolute) {
    const name = packageOf(specifier)
    return name ? { package: name } : null
  }
  return { path: fromRoot(moduleFile(absolute)) }
}

/** What `layer` may import from `file`: its own list, its tests' list, and its grants. */
function allowedFor(name, path) {
  const layer = LAYERS[name]
  const allowed = new Set(layer.imports)
  if (TEST_FILE.test(path)) for (const target of layer.tests ?? []) allowed.add(target)
  for (const grant of layer.grants ?? []) {
    if (grant.files.some((glob) => matchesGlob(path, glob))) {
      for (const target of grant.imports) allowed.add(target)
    }
  }
  return allowed
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps each layer to the imports its place in the app allows.' },
    schema: [],
    messages: {
      forbidden:
        "{{layer}} may not import {{target}} ('{{specifier}}'){{testsOnly}}. {{why}} The map is in eslint-rules/layers.js.",
      unlayered:
        "'{{specifier}}' is {{path}}, in no layer: give its folder a layer in eslint-rules/layers.js.",
      package:
        "{{layer}} may not import the package '{{specifier}}'. {{why}} The places are in eslint-rules/packages.js.",
      unplaced:
        "The package '{{specifier}}' has no place: say where it may run in eslint-rules/packages.js.",
    },
  },
  create(context) {
    const path = fromRoot(context.filename)
    const layer = path && layerOf(path)
    if (!layer) return {}
    const allowed = allowedFor(layer, path)

    function check(node, specifier) {
      if (typeof specifier !== 'string') return
      const resolved = resolveSpecifier(specifier, context.filename)
      if (!resolved) return
      if (resolved.package) {
        const problem = packageProblem(resolved.package, layer, path)
        if (problem?.unplaced) context.report({ node, messageId: 'unplaced', data: { specifier } })
        else if (problem) {
          const why = problem.place.why
          context.report({ node, messageId: 'package', data: { layer, specifier, why } })
        }
        return
      }
      if (!resolved.target && !resolved.path) {
        context.report({
          node,
          messageId: 'unlayered',
          data: { specifier, path: 'outside the repository' },
        })
        return
      }
      const target = resolved.target ?? layerOf(resolved.path)
      if (!target) {
        context.report({ node, messageId: 'unlayered', data: { specifier, path: resolved.path } })
        return
      }
      if (allowed.has(target)) return
      const testsOnly = (LAYERS[layer].tests ?? []).includes(target) ? ', only its tests may' : ''
      context.report({
        node,
        messageId: 'forbidden',
        data: { layer, target, specifier, testsOnly, why: LAYERS[layer].why },
      })
    }

    return moduleReferenceVisitors(check)
  },
}
