/**
 * The first paint's script in the window's page, for both of the renderer's builds.
 *
 * The script (src/first-paint/entry.ts) is an entry of its own: in the page's
 * entry, Vite would bundle it with the app's scripts, and it would run only
 * once they have all loaded, which is what it is there to beat. Its tag is
 * `async`, so it runs as soon as it has loaded, whatever the page still loads.
 */
import { resolve } from 'node:path'
import type { HtmlTagDescriptor, Plugin } from 'vite'

const ENTRY_NAME = 'first-paint'
const ENTRY_SOURCE = 'src/first-paint/entry.ts'

/** The renderer's entries under `root`: the page and the first paint's script. */
export function rendererInput(root: string): Record<string, string> {
  return { index: resolve(root, 'index.html'), [ENTRY_NAME]: resolve(root, ENTRY_SOURCE) }
}

/** Puts the first paint's script in the page: the built chunk, or the source on the dev server. */
export function firstPaintScript(): Plugin {
  return {
    name: 'stagehand-first-paint',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const script = (src: string): HtmlTagDescriptor => ({
          tag: 'script',
          attrs: { type: 'module', crossorigin: true, async: true, src },
          injectTo: 'head',
        })
        if (!ctx.bundle) return [script(`/${ENTRY_SOURCE}`)]
        const chunk = Object.values(ctx.bundle).find(
          (c) => c.type === 'chunk' && c.isEntry && c.name === ENTRY_NAME,
        )
        if (!chunk || chunk.type !== 'chunk') {
          throw new Error(`the build has no ${ENTRY_NAME} chunk: is it in the renderer's input?`)
        }
        // What it imports, asked for with it rather than once it has arrived.
        const preloads = chunk.imports
          .filter((file) => !html.includes(file))
          .map((file): HtmlTagDescriptor => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `./${file}` },
            injectTo: 'head',
          }))
        return [script(`./${chunk.fileName}`), ...preloads]
      },
    },
  }
}
