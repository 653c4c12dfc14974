/**
 * How the renderer's code is split into chunks, for both of its builds.
 *
 * Zod and the module that configures it (src/lib/zod-config.ts) share one
 * chunk, which every chunk holding a schema imports: the configuration then
 * runs before the first schema is built, as a schema's construction is where
 * zod probes whether it may compile with `new Function`. Elsewhere, modules
 * shared by several chunks could run first.
 */
export const RENDERER_CODE_SPLITTING = {
  groups: [{ name: 'zod', test: /node_modules[\\/]zod[\\/]|src[\\/]lib[\\/]zod-config/ }],
}
