import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import type { Configuration } from 'app-builder-lib'
import { getConfig, validateConfiguration } from 'app-builder-lib/out/util/config/config'
import { FileMatcher } from 'app-builder-lib/out/fileMatcher'
import { DebugLogger } from 'builder-util'
import { PNG } from 'pngjs'
import { beforeAll, describe, expect, it } from 'vitest'
import { LINK_SCHEME } from '@shared/links/stagehand-link'

const root = resolve(import.meta.dirname, '..')
const CONFIG_FILE = 'electron-builder.config.ts'

const asList = (value: unknown): string[] =>
  value == null ? [] : (Array.isArray(value) ? value : [value]).map((entry) => String(entry))

const targetsOf = (platform: { target?: unknown } | null | undefined): string[] =>
  asList(platform?.target).map((target) => target.toLowerCase())

/** electron-builder's own file matcher, over the app folder it packs (laid out like the repository). */
function matcher(patterns: string[]): (path: string) => boolean {
  const filter = new FileMatcher(root, '/', (pattern) => pattern, patterns).createFilter()
  const file = { isDirectory: () => false } as Parameters<typeof filter>[1]
  return (path) => filter(join(root, path), file)
}

describe('the electron-builder configuration', () => {
  let config: Configuration

  beforeAll(async () => {
    // The loader and schema `npm run dist` itself goes through.
    config = await getConfig(root, CONFIG_FILE, null)
    await validateConfiguration(config, new DebugLogger(false))
  })

  it('names the app', () => {
    expect(config.productName).toBe('Stagehand')
    expect(config.appId).toMatch(/^[a-z]+(\.[a-z][a-z0-9-]*){2,}$/)
  })

  it('declares the stagehand:// scheme the app opens links of', () => {
    const protocols = [config.protocols ?? []].flat()
    expect(protocols.flatMap((p) => asList(p.schemes))).toEqual([LINK_SCHEME])
    expect(protocols.every((p) => p.name.length > 0)).toBe(true)
  })

  it('builds AppImage and deb, dmg, and nsis', () => {
    expect(targetsOf(config.linux)).toEqual(['appimage', 'deb'])
    expect(targetsOf(config.mac)).toEqual(['dmg'])
    expect(targetsOf(config.win)).toEqual(['nsis'])
  })

  it('gives every platform a 512×512 PNG icon that exists', () => {
    for (const platform of [config.linux, config.mac, config.win]) {
      const icon = platform?.icon ?? config.icon
      expect(icon).toMatch(/\.png$/)
      const png = PNG.sync.read(readFileSync(join(root, icon!)))
      expect([png.width, png.height]).toEqual([512, 512])
    }
  })

  it('packs the build output only, into an asar archive', () => {
    // The loader normalises entries to file sets ({ filter: [...] }).
    const entries = [config.files ?? []].flat() as (string | { filter?: string | string[] })[]
    const patterns = entries.flatMap((entry) =>
      typeof entry === 'string' ? [entry] : asList(entry.filter),
    )
    expect(patterns).toEqual(['out/**', '!**/*.map'])
    const packed = matcher(patterns)
    for (const path of ['out/main/index.js', 'out/preload/index.cjs', 'out/renderer/index.html'])
      expect(packed(path), path).toBe(true)
    for (const path of [
      'electron/main/index.ts',
      'electron/main/app/core.test.ts',
      'renderer/src/main.tsx',
      'scripts/test.ts',
      'e2e/app.spec.ts',
      'resources/demo/logo-01.png',
      'electron-builder.config.ts',
      'out/renderer/assets/index-abc123.js.map',
      'out/main/index.js.map',
    ])
      expect(packed(path), path).toBe(false)
    expect(config.asar).toBe(true)
  })

  it('unpacks the keychain’s native binary from the archive, and no app code', () => {
    const unpacked = matcher(asList(config.asarUnpack))
    const scope = join(root, 'node_modules/@napi-rs')
    const natives = readdirSync(scope, { recursive: true, encoding: 'utf8' })
      .filter((path) => path.startsWith('keyring') && path.endsWith('.node'))
      .map((path) => relative(root, join(scope, path)))
    expect(natives.length).toBeGreaterThan(0)
    for (const native of natives) expect(unpacked(native), native).toBe(true)
    for (const code of ['out/main/index.js', 'out/preload/index.cjs', 'out/renderer/index.html'])
      expect(unpacked(code), code).toBe(false)
  })

  it('sets the Electron fuses that close what the app does not use', () => {
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableCookieEncryption: true,
      onlyLoadAppFromAsar: true,
      enableEmbeddedAsarIntegrityValidation: true,
      grantFileProtocolExtraPrivileges: false,
    })
  })
})

describe('the packages electron-builder packs', () => {
  it('are only ones the main process imports (the renderer’s are bundled by Vite)', () => {
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>
    }
    const mainSources = ['electron/main', 'shared', 'emulator'].flatMap((dir) =>
      readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
        .filter((path) => path.endsWith('.ts') && !path.endsWith('.test.ts'))
        .map((path) => readFileSync(join(root, dir, path), 'utf8')),
    )
    const imported = (name: string) =>
      mainSources.some(
        (source) => source.includes(`from '${name}'`) || source.includes(`from '${name}/`),
      )
    for (const name of Object.keys(manifest.dependencies)) expect(imported(name), name).toBe(true)
  })
})
