/**
 * Records everything that reaches the renderer from outside on the harness:
 * the body of every response the page receives (the bridge's answers come
 * as responses of the invoke route) and every main→renderer event as the
 * page's listener gets it. Recorded where the page receives them, not where
 * the core sends them, so nothing on the way can escape the record.
 * The page's console messages are kept too. Start it before the page loads the app.
 */
import type { Page, Response } from '@playwright/test'
import { HARNESS_EVENT } from '../harness/page-bridge-event'
import { INVOKE_PATH } from '../harness/invoke-route'

const EVENT_BINDING = '__recordHarnessEvent'

export interface ReceivedPiece {
  where: string
  content: Buffer | string
}

export interface RendererTraffic {
  /** Waits for every body still on its way, then returns all that was received. */
  received(): Promise<{
    bridgeAnswers: ReceivedPiece[]
    otherResponses: ReceivedPiece[]
    events: ReceivedPiece[]
    /** What the page wrote to its console: not received, but a leak all the same. */
    consoleMessages: ReceivedPiece[]
    /** Responses whose body could not be read (a redirect has none). */
    unreadable: string[]
  }>
}

export async function recordRendererTraffic(page: Page): Promise<RendererTraffic> {
  const bridgeAnswers: ReceivedPiece[] = []
  const otherResponses: ReceivedPiece[] = []
  const events: ReceivedPiece[] = []
  const consoleMessages: ReceivedPiece[] = []
  const unreadable: string[] = []
  const pending = new Set<Promise<void>>()

  const keep = (response: Response): void => {
    const url = new URL(response.url())
    const isAnswer = url.pathname.startsWith(INVOKE_PATH)
    // The invoke route's token is a credential of the harness: name answers by their order.
    const where = isAnswer ? `bridge answer #${bridgeAnswers.length + 1}` : `response ${url.href}`
    const reading = response
      .body()
      .then((content) => void (isAnswer ? bridgeAnswers : otherResponses).push({ where, content }))
      .catch((error: unknown) => void unreadable.push(`${where}: ${String(error)}`))
      .finally(() => pending.delete(reading))
    pending.add(reading)
  }
  page.on('response', keep)
  page.on('console', (message) => {
    consoleMessages.push({
      where: `console message #${consoleMessages.length + 1}`,
      content: message.text(),
    })
  })

  await page.exposeBinding(EVENT_BINDING, (_source, text: string) => {
    events.push({ where: `main→renderer event #${events.length + 1}`, content: text })
  })
  await page.addInitScript(
    ({ type, binding }) => {
      window.addEventListener(type, (event) => {
        const record = (window as unknown as Record<string, (text: string) => void>)[binding]
        record?.(JSON.stringify((event as CustomEvent<unknown>).detail))
      })
    },
    { type: HARNESS_EVENT, binding: EVENT_BINDING },
  )

  return {
    async received() {
      // A round trip to the page: events it passed on before this have reached the binding.
      await page.evaluate(() => 0)
      while (pending.size > 0) await Promise.allSettled([...pending])
      return { bridgeAnswers, otherResponses, events, consoleMessages, unreadable }
    },
  }
}
