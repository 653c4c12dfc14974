/**
 * The renderer alone, for the test harness and `npm run harness`, where no
 * Electron binary is needed. Same root, plugins and output as the renderer
 * part of electron.vite.config.ts.
 */
import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { RENDERER_ALIASES } from '../aliases.config'
import { RENDERER_CODE_SPLITTING } from './chunks.config'
import { firstPaintScript, rendererInput } from './vite-first-paint'

export default defineConfig({
  root: resolve(import.meta.dirname),
  base: './',
  resolve: { alias: RENDERER_ALIASES },
  plugins: [react(), firstPaintScript()],
  build: {
    outDir: resolve(import.meta.dirname, '../out/renderer'),
    emptyOutDir: true,
    // Minified as the app ships it: the specs and the benches load what users get.
    minify: true,
    // Loaded from disk, never over a network: size alone is no reason to split (the
    // sections are split for the start, in section-views.tsx).
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      input: rendererInput(import.meta.dirname),
      output: { codeSplitting: RENDERER_CODE_SPLITTING },
    },
  },
})
