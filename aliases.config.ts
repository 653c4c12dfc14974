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
