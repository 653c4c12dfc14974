import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'electron-vite'
import type { Plugin } from 'vite'
import { ALIASES, RENDERER_ALIASES } from './aliases.config'
import { RENDERER_CODE_SPLITTING } from './renderer/chunks.config'
import { firstPaintScript, rendererInput } from './renderer/vite-first-paint'
import { tsImport } from 'tsx/esm/api'

/**
 * `npm run dev` only: Vite's hot reload needs an inline React-refresh preamble
 * and a websocket, which the production policy rightly refuses. Builds keep
 * the strict policy of renderer/index.html untouched.
 */
const relaxCspForDevServer: Plugin = {
  name: 'stagehand-relax-csp-for-dev-server',
  apply: 'serve',
  transformIndexHtml: (html) =>
    html
      .replace("script-src 'self'", "script-src 'self' 'unsafe-inline'")
      .replace("connect-src 'self'", "connect-src 'self' ws://localhost:* http://localhost:*"),
}

// Loaded through tsx, which reads the path aliases the contract's modules use.
const { channels } = (await tsImport('./shared/ipc/contract.ts', import.meta.url)) as {
  channels: Record<string, unknown>
}

export default defineConfig({
  main: {
    resolve: { alias: ALIASES },
    build: {
      outDir: 'out/main',
      rollupOptions: {
        input: {
          index: resolve('electron/main/index.ts'),
          // The export's page codec runs in a worker thread: an entry of its own.
          'codec-worker': resolve('electron/main/export/codec-worker.ts'),
          // So does the agenda's sheet reading and planning, with a memory limit.
          'sheet-worker': resolve('electron/main/agenda/sheet-worker.ts'),
          // And the reading of a long change journal, which would stall main.
          'journal-worker': resolve('electron/main/journal/journal-worker.ts'),
        },
      },
    },
  },
  preload: {
    resolve: { alias: ALIASES },
    // The names alone: the preload lays out the bridge without the schemas (channel-names.d.ts).
    define: { __STAGEHAND_CHANNEL_NAMES__: JSON.stringify(Object.keys(channels)) },
    build: {
      outDir: 'out/preload',
      // A sandboxed preload cannot require anything: one self-contained CommonJS file.
      externalizeDeps: false,
      rollupOptions: {
        input: { index: resolve('electron/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: 'renderer',
    resolve: { alias: RENDERER_ALIASES },
    plugins: [react(), relaxCspForDevServer, firstPaintScript()],
    build: {
      outDir: 'out/renderer',
      // electron-vite leaves output unminified unless told: the renderer ships minified,
      // a third of its size to read and parse at every start (bench/startup.bench.ts).
      minify: true,
      // Maps for reading a packaged crash beside the build, never packed (electron-builder.config.ts).
      sourcemap: 'hidden',
      // Loaded from disk, never over a network: size alone is no reason to split (the
      // sections are split for the start, in section-views.tsx).
      chunkSizeWarningLimit: 1000,
      rolldownOptions: {
        input: rendererInput(resolve('renderer')),
        output: { codeSplitting: RENDERER_CODE_SPLITTING },
      },
    },
  },
})
