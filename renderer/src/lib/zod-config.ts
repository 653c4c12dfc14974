/**
 * Zod without its compiled fast path in the window.
 *
 * Zod checks whether it may compile a parser with `new Function` by trying
 * it; under the window's Content-Security-Policy (no 'unsafe-eval') the try
 * fails quietly but is still reported as a policy violation, one per window,
 * on the console support reads. Jitless, it never tries. Imported first by
 * main.tsx, before any schema parses anything.
 */
import { config } from 'zod'

config({ jitless: true })
