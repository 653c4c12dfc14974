/**
 * Calls from the page to the core over same-origin HTTP, the harness's fast
 * path: the renderer's static server (static-server.ts) answers
 * `POST /__stagehand/invoke/<token>` with the router's answer. An answer sent
 * back through Playwright's exposeBinding travels as a CDP evaluation
 * argument, which cost some 25–40 ms for a page of 100 attendees (220 KB); a
 * fetch body costs a few. The token is random per harness and known only to
 * the bridge script, so neither the page's own code nor another process on the
 * machine can call the core. CSP's connect-src 'self' allows it: same origin.
 */
import { randomBytes } from 'node:crypto'

export const INVOKE_PATH = '/__stagehand/invoke/'

/** Takes the call as wire text (wire.ts) and returns the answer as wire text. */
export type InvokeHandler = (body: string) => Promise<string>

const handlers = new Map<string, InvokeHandler>()
const servedOrigins = new Set<string>()

/** The handler registered under a token, if any (the static server asks). */
export function invokeHandler(token: string): InvokeHandler | undefined {
  return handlers.get(token)
}

/** Called by the static server while it listens at `origin`. */
export function setServed(origin: string, served: boolean): void {
  if (served) servedOrigins.add(origin)
  else servedOrigins.delete(origin)
}

/**
 * Registers `handler` for the renderer at `rendererUrl`, which a static server of
 * this process must serve (the route lives there); returns the URL the page posts
 * calls to and a way to remove it.
 */
export function addInvokeRoute(
  rendererUrl: string,
  handler: InvokeHandler,
): { url: string; remove(): void } {
  const origin = URL.canParse(rendererUrl) ? new URL(rendererUrl).origin : null
  if (!origin || !servedOrigins.has(origin)) {
    throw new Error(
      `The harness needs the renderer served by its own static server (static-server.ts); ${rendererUrl} is not.`,
    )
  }
  const token = randomBytes(24).toString('hex')
  handlers.set(token, handler)
  return { url: `${origin}${INVOKE_PATH}${token}`, remove: () => handlers.delete(token) }
}
