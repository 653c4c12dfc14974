/**
 * The path aliases, for the tools that do not read tsconfig's `paths`.
 *
 * tsc, tsx and Playwright read them from tsconfig.base.json (through
 * tsconfig.json); electron-vite, the renderer's Vite build and Vitest take
 * this map, so every tool resolves `@main/…` to the same folder.
 */
import { resolve } from 'node:path'

const here = import.meta.dirname

export const ALIASES: Record<string, string> = {
  '@main': resolve(here, 'electron/main'),
  '@renderer': resolve(here, 'renderer/src'),
  '@shared': resolve(here, 'shared'),
  '@emulator': resolve(here, 'emulator'),
  '@test-support': resolve(here, 'test-support'),
}

/**
 * The window's aliases: these, and `zod` read through src/lib/zod-config.ts.
 *
 * The window's zod must run jitless (zod-config.ts says why) before its first
 * schema is built. Configured where zod itself is imported, that holds for
 * whichever chunk builds a schema first, and the first screen, which builds
 * none, need not load zod at all. `zod/v4` is left alone: the configuring
 * module reads zod through it.
 */
export const RENDERER_ALIASES = [
  ...Object.entries(ALIASES).map(([find, replacement]) => ({ find, replacement })),
  { find: /^zod$/, replacement: resolve(here, 'renderer/src/lib/zod-config.ts') },
]
