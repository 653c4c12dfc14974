/**
 * What every web page of the app is kept from doing.
 *
 * Applied to each webContents as Electron creates it (so no later window can
 * miss it): navigating or being redirected away from the app, opening windows,
 * attaching <webview>s, and using web permissions. The decisions themselves are
 * the pure functions in ../security/.
 */
import { shell, type Session, type WebContents } from 'electron'
import { isPermissionGranted } from '../security/permission-policy'
import { externalLinkTarget, isAllowedNavigation } from '../security/url-policy'

export function guardWebContents(contents: WebContents, devRendererUrl: string | null): void {
  contents.on('will-attach-webview', (event) => event.preventDefault())
  contents.on('will-navigate', (event) => {
    if (!isAllowedNavigation(event.url, devRendererUrl)) event.preventDefault()
  })
  // A server redirect during an allowed navigation could still land elsewhere.
  contents.on('will-redirect', (event) => {
    if (!isAllowedNavigation(event.url, devRendererUrl)) event.preventDefault()
  })
  // No second window ever; an https link opens in the user's browser instead.
  contents.setWindowOpenHandler(({ url }) => {
    const target = externalLinkTarget(url)
    // OPEN_EXTERNAL_JS_CHECK, allowed in scripts/electronegativity-allowlist.json: only what
    // externalLinkTarget accepts (an https: link without credentials) reaches the browser.
    if (target) void shell.openExternal(target)
    return { action: 'deny' }
  })
}

export function guardSession(session: Session, devRendererUrl: string | null): void {
  session.setPermissionRequestHandler((_contents, permission, callback, details) =>
    callback(isPermissionGranted(permission, details.requestingUrl, devRendererUrl)),
  )
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin) =>
    isPermissionGranted(permission, requestingOrigin, devRendererUrl),
  )
}
