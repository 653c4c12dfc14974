/** Bundles the page-side bridge into one script for page.addInitScript (cached per process). */
import { buildSync } from 'esbuild'
import { fileURLToPath } from 'node:url'
import { channels } from '@shared/ipc/contract'

let cached: string | null = null

export function pageBridgeScript(): string {
  if (cached) return cached
  const result = buildSync({
    entryPoints: [fileURLToPath(new URL('./page-bridge.ts', import.meta.url))],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
    // As the preload's build does (electron.vite.config.ts): names only, so zod stays out of the page.
    define: { __STAGEHAND_CHANNEL_NAMES__: JSON.stringify(Object.keys(channels)) },
  })
  const output = result.outputFiles[0]
  if (!output) throw new Error('page bridge bundle is empty')
  cached = output.text
  return cached
}
