/**
 * Runs inside the page (passed to page.evaluate, so it must stand alone):
 * clicks the element the trigger names, then waits frame by frame until the
 * grid shows a different request's answer with the expected number of rows
 * and columns and is no longer busy, and stops the clock once that frame has
 * painted them. Measured in the page so Playwright's own
 * round trips are not counted. Also says when the answer reached the
 * renderer (the mark use-attendee-page.ts sets), which splits the time into
 * getting the answer (harness bridge, main, service) and showing it.
 */
export interface GridTrigger {
  /** CSS selector of the element to click. */
  selector: string
  /** Among the selector's matches, the one with this text (optional). */
  text?: string
  shift?: boolean
}

export interface MeasureArgs {
  trigger: GridTrigger
  rows: number
  columns: number
  timeoutMs?: number
}

export interface Measured {
  ms: number
  /** From the click to the answer's arrival in the renderer; null if no mark was seen. */
  answerMs: number | null
  error?: string
}

export async function measureInPage(args: MeasureArgs & { answerMark: string }): Promise<Measured> {
  const table = (): HTMLTableElement | null =>
    document.querySelector('[role="table"][aria-label="Attendees"]')
  const before = table()?.getAttribute('data-query') ?? null
  const candidates = [...document.querySelectorAll<HTMLElement>(args.trigger.selector)]
  const target = args.trigger.text
    ? candidates.find((el) => el.textContent?.trim() === args.trigger.text)
    : candidates[0]
  if (!target) return { ms: 0, answerMs: null, error: `nothing matches ${args.trigger.selector}` }
  const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve))
  const start = performance.now()
  target.dispatchEvent(
    new MouseEvent('click', {
      bubbles: true,
      cancelable: true,
      shiftKey: args.trigger.shift ?? false,
    }),
  )
  const deadline = start + (args.timeoutMs ?? 10_000)
  for (;;) {
    await frame()
    const t = table()
    const done =
      t !== null &&
      t.getAttribute('data-query') !== before &&
      t.getAttribute('aria-busy') !== 'true' &&
      t.querySelectorAll('.grid__body > [role="row"]').length === args.rows &&
      t.querySelectorAll('[role="columnheader"]').length === args.columns
    if (done) break
    if (performance.now() > deadline) {
      const seen = t
        ? `${t.querySelectorAll('.grid__body > [role="row"]').length} rows × ${t.querySelectorAll('[role="columnheader"]').length} columns, busy ${t.getAttribute('aria-busy') === 'true'}, new request ${t.getAttribute('data-query') !== before}`
        : 'no grid'
      return {
        ms: 0,
        answerMs: null,
        error: `the grid did not show ${args.rows} × ${args.columns} for a new request in time (${seen})`,
      }
    }
  }
  // This frame paints the new rows right after its animation callbacks; a message posted
  // now is handled once that paint is done (the usual "after next paint" idiom).
  await new Promise<void>((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => resolve()
    channel.port2.postMessage(null)
  })
  const end = performance.now()
  const answer = performance.getEntriesByName(args.answerMark, 'mark').at(-1)
  return {
    ms: end - start,
    answerMs: answer && answer.startTime >= start ? answer.startTime - start : null,
  }
}
