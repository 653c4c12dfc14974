/**
 * stagehand:// links from the operating system (docs/links.md).
 *
 * Windows and Linux start the app with the link among its arguments, and a
 * start while the app runs hands its arguments to the running one
 * ('second-instance'); macOS sends 'open-url', possibly before 'ready'. Every
 * link goes to the inbox as it came: main reads it only when the window takes
 * it, and a link never opens anything outside the window.
 */
import { app } from 'electron'
import { LINK_SCHEME } from '@shared/links/stagehand-link'
import { linkFromArgv, type LinkInbox } from '../links/link-inbox'

/**
 * Makes the installed app the handler of stagehand:// links.
 *
 * A run from source would register the development Electron binary in the
 * installed app's place, so only a packaged run registers.
 */
export function registerLinkScheme(isPackaged: boolean): void {
  // PROTOCOL_HANDLER_JS_CHECK, allowed in scripts/electronegativity-allowlist.json: a link is
  // only read as data and changes what the window shows; nothing is opened or run.
  if (isPackaged) app.setAsDefaultProtocolClient(LINK_SCHEME)
}

/**
 * Puts every link the system hands over into `inbox`, and brings the window forward.
 *
 * Call before 'ready': the first start's link and an early 'open-url' are kept too.
 */
export function receiveLinks(inbox: LinkInbox, bringForward: () => void): void {
  const first = linkFromArgv(process.argv)
  if (first !== null) inbox.receive(first)
  app.on('second-instance', (_event, argv) => {
    const link = linkFromArgv(argv)
    if (link !== null) inbox.receive(link)
    bringForward()
  })
  app.on('open-url', (event, url) => {
    event.preventDefault()
    inbox.receive(url)
    bringForward()
  })
}
