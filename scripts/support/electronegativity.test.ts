import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ALLOW_LIST_PATH,
  installedElectronVersion,
  judge,
  readAllowList,
  scan,
  stageSources,
  withoutComment,
  type Finding,
} from './electronegativity'
import { installOfflineGuard } from './offline-guard'

const root = resolve(import.meta.dirname, '../..')

function writeTree(dir: string, files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), text)
  }
}

const finding = (
  check: string,
  file: string,
  severity: Finding['severity'] = 'MEDIUM',
): Finding => ({
  check,
  file,
  severity,
  line: 1,
  description: 'd',
})
const entry = (check: string, file: string) => ({
  check,
  file,
  why: 'a reason long enough to read',
})

describe('judging findings against the allow-list', () => {
  it('lets informational findings pass and allows listed ones by check and file', () => {
    const verdict = judge(
      [
        finding('ELECTRON_VERSION_JSON_CHECK', 'package.json', 'INFORMATIONAL'),
        finding('OPEN_EXTERNAL_JS_CHECK', 'a.ts'),
        finding('OPEN_EXTERNAL_JS_CHECK', 'a.ts', 'HIGH'),
      ],
      { allowed: [entry('OPEN_EXTERNAL_JS_CHECK', 'a.ts')] },
    )
    expect(verdict.allowed).toHaveLength(2)
    expect(verdict.unexplained).toEqual([])
    expect(verdict.stale).toEqual([])
  })

  it('reports a finding in another file, or of another check, as unexplained', () => {
    const verdict = judge(
      [finding('OPEN_EXTERNAL_JS_CHECK', 'b.ts'), finding('PRELOAD_JS_CHECK', 'a.ts', 'LOW')],
      { allowed: [entry('OPEN_EXTERNAL_JS_CHECK', 'a.ts')] },
    )
    expect(verdict.unexplained.map((f) => `${f.check} ${f.file}`)).toEqual([
      'OPEN_EXTERNAL_JS_CHECK b.ts',
      'PRELOAD_JS_CHECK a.ts',
    ])
    expect(verdict.stale).toEqual([entry('OPEN_EXTERNAL_JS_CHECK', 'a.ts')])
  })
})

describe('explaining comments beside allowed findings', () => {
  const at = (line: number): Finding => ({ ...finding('PRELOAD_JS_CHECK', 'w.ts'), line })
  const source = [
    '// PRELOAD_JS_CHECK: one bundled file',
    'a',
    'b',
    'preload: x',
    ...Array(20).fill('c'),
  ]

  it('accepts a comment naming the check a few lines above the finding', () => {
    const allowed = [{ finding: at(4), entry: entry('PRELOAD_JS_CHECK', 'w.ts') }]
    expect(withoutComment(allowed, () => source.join('\n'))).toEqual([])
  })

  it('reports a finding whose comment is missing or too far above', () => {
    const allowed = [{ finding: at(20), entry: entry('PRELOAD_JS_CHECK', 'w.ts') }]
    expect(withoutComment(allowed, () => source.join('\n'))).toEqual([at(20)])
    const bare = [{ finding: at(4), entry: entry('PRELOAD_JS_CHECK', 'w.ts') }]
    expect(withoutComment(bare, () => 'a\nb\nc\npreload: x')).toEqual([at(4)])
  })
})

describe('staging the sources', () => {
  let dir = ''
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'stagehand-stage-test-'))
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('copies the app without its tests or build configuration', () => {
    const repo = join(dir, 'repo')
    const stage = join(dir, 'stage')
    writeTree(repo, {
      'package.json': 'x',
      'electron/main/index.ts': 'x',
      'electron/main/index.test.ts': 'x',
      'renderer/index.html': 'x',
      'renderer/vite.config.ts': 'x',
      'renderer/src/App.tsx': 'x',
      'renderer/src/App.test.tsx': 'x',
      'shared/a.ts': 'x',
      'emulator/index.ts': 'x',
    })
    expect(stageSources(repo, stage)).toBe(5)
    const read = (path: string) => readFileSync(join(stage, path), 'utf8')
    for (const path of [
      'package.json',
      'electron/main/index.ts',
      'renderer/index.html',
      'renderer/src/App.tsx',
      'shared/a.ts',
    ])
      expect(read(path)).toBe('x')
    for (const path of [
      'electron/main/index.test.ts',
      'renderer/vite.config.ts',
      'renderer/src/App.test.tsx',
      'emulator/index.ts',
    ])
      expect(() => read(path)).toThrow()
  })
})

describe('the scanner, offline, over TypeScript sources', () => {
  let dir = ''
  let uninstall: () => void = () => undefined
  beforeAll(() => {
    uninstall = installOfflineGuard()
    dir = mkdtempSync(join(tmpdir(), 'stagehand-scan-test-'))
    writeTree(dir, {
      'main/window.ts': [
        "import { BrowserWindow } from 'electron'",
        'type Prefs = { nodeIntegration: boolean }',
        'const prefs = { nodeIntegration: true } satisfies Prefs',
        'export const open = (): BrowserWindow =>',
        '  new BrowserWindow({ webPreferences: { nodeIntegration: true, contextIsolation: false } })',
        'void prefs',
      ].join('\n'),
      'main/broken.ts': 'export const = ;',
    })
  })
  afterAll(() => {
    uninstall()
    rmSync(dir, { recursive: true, force: true })
  })

  it('finds what is insecure, at its line, and names the files it could not read', async () => {
    const result = await scan(dir, installedElectronVersion())
    const at = (check: string) =>
      result.findings.filter((f) => f.check === check).map((f) => `${f.file}:${f.line}`)
    expect(at('NODE_INTEGRATION_JS_CHECK')).toEqual(['main/window.ts:5'])
    expect(at('CONTEXT_ISOLATION_JS_CHECK')).toEqual(['main/window.ts:5'])
    expect(result.unreadable.map((u) => u.file)).toEqual(['main/broken.ts'])
  })
})

describe('the allow-list kept in the repository', () => {
  const allowList = readAllowList(join(root, ALLOW_LIST_PATH))

  it('names files that exist', () => {
    for (const { file } of allowList.allowed)
      expect(() => readFileSync(join(root, file))).not.toThrow()
  })

  it('is explained, entry by entry, in README.md', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8')
    const section = /### Scanner findings explained\n([\s\S]*?)(?=\n#|$)/.exec(readme)?.[1] ?? ''
    // One list item per finding; an item may wrap over several lines.
    const items = section.split(/\n(?=- )/).filter((item) => item.startsWith('- '))
    for (const { check, file } of allowList.allowed) {
      expect(
        items.some((item) => item.includes(check) && item.includes(file)),
        `${check} ${file}`,
      ).toBe(true)
    }
  })
})
