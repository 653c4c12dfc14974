/**
 * How `npm run dist` packs the built app (out/, from electron-vite) into
 * installers: AppImage and deb on Linux, dmg on macOS, nsis on Windows.
 * Checked by scripts/packaging-config.test.ts with electron-builder's own
 * loader and schema.
 *
 * electron-builder adds the production `dependencies` of package.json (the
 * packages the main build leaves external: hono, @hono/node-server, zod,
 * csv-stringify, @napi-rs/keyring); everything the renderer uses is bundled
 * by Vite and stays a devDependency.
 */
import type { Configuration } from 'electron-builder'

const ICON = 'resources/icon.png'

const config: Configuration = {
  appId: 'app.stagehand.desktop',
  productName: 'Stagehand',
  directories: { output: 'dist', buildResources: 'resources' },
  // The build output only: no sources, tests, scripts or demo folders, and no source
  // maps (the renderer's are kept beside the build for reading crashes, not shipped).
  files: ['out/**', '!**/*.map'],
  asar: true,
  // A native module cannot be loaded from inside the archive: the keychain binding
  // (@napi-rs/keyring and its per-platform package) is unpacked beside it.
  asarUnpack: ['**/*.node', '**/node_modules/@napi-rs/keyring*/**'],
  // The keychain binding is a prebuilt N-API module: nothing to compile for Electron.
  npmRebuild: false,
  // Burnt into the Electron binary at packaging time; the app needs none of what they turn off.
  electronFuses: {
    // Nothing spawns Electron as plain Node (the export codec uses worker threads).
    runAsNode: false,
    enableNodeOptionsEnvironmentVariable: false,
    enableNodeCliInspectArguments: false,
    enableCookieEncryption: true,
    onlyLoadAppFromAsar: true,
    enableEmbeddedAsarIntegrityValidation: true,
    // The renderer is served from the app:// scheme, never file://.
    grantFileProtocolExtraPrivileges: false,
  },
  // stagehand:// links (docs/links.md): the macOS bundle's URL types and the Linux
  // desktop entry's x-scheme-handler; on Windows the app registers itself at start.
  protocols: [{ name: 'Stagehand link', schemes: ['stagehand'] }],
  linux: {
    target: ['AppImage', 'deb'],
    icon: ICON,
    category: 'Office',
    executableName: 'stagehand',
    synopsis: 'Event administration for organizers',
    // deb needs a maintainer address; set a real one before publishing packages.
    maintainer: 'Stagehand <stagehand@example.invalid>',
  },
  mac: {
    target: 'dmg',
    icon: ICON,
    category: 'public.app-category.productivity',
    hardenedRuntime: true,
  },
  win: {
    target: 'nsis',
    icon: ICON,
  },
  nsis: {
    oneClick: false,
    allowToChangeInstallationDirectory: true,
  },
}

export default config
