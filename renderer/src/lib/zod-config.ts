/**
 * Zod as the window uses it: without its compiled fast path.
 *
 * Zod checks whether it may compile a parser with `new Function` by trying
 * it; under the window's Content-Security-Policy (no 'unsafe-eval') the try
 * fails quietly but is still reported as a policy violation, one per window,
 * on the console support reads. Jitless, it never tries. The window's builds
 * resolve `zod` to this module (RENDERER_ALIASES in aliases.config.ts), so
 * the configuration runs before any module that imports zod builds a schema,
 * and only once some chunk needs zod.
 */
import { config } from 'zod/v4'

config({ jitless: true })

export * from 'zod/v4'
export { z, z as default } from 'zod/v4'
