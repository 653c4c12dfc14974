/**
 * Which web permissions the window gets.
 *
 * None, except writing text to the clipboard from the app's own page. Chromium
 * routes `navigator.clipboard.writeText` (the copy buttons) through the
 * `clipboard-sanitized-write` permission; it still needs a focused document and
 * a user gesture, and only places text the page already shows. Reading the
 * clipboard, devices, notifications and the rest stay denied.
 */
import { isAppDocument } from './url-policy'

const GRANTED_TO_THE_APP: ReadonlySet<string> = new Set(['clipboard-sanitized-write'])

export function isPermissionGranted(
  permission: string,
  /** The URL (request) or origin (check) of the page that asks. */
  requestingUrl: string | null | undefined,
  devRendererUrl: string | null,
): boolean {
  return GRANTED_TO_THE_APP.has(permission) && isAppDocument(requestingUrl, devRendererUrl)
}
