/** The desktop's shell (`shell:*`): a link opened in the browser. */
import { bridge } from '@renderer/bridge'

/** Asks main to open an https: link in the browser; a refusal is dropped. */
export function openInBrowser(url: string): void {
  // Electronegativity reads this bridge call as Electron's shell.openExternal
  // (OPEN_EXTERNAL_JS_CHECK, allowed in scripts/electronegativity-allowlist.json): it is a
  // request to the main process, which opens https: links only.
  void bridge()
    .shell.openExternal({ url })
    .catch(() => undefined)
}
