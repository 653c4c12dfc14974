/**
 * What the grid still shows after a page it asked for was cancelled.
 *
 * The grid keeps the rows of the answer before while the next one comes, and
 * a cancel leaves them there under the page number asked for. The waiting
 * cue says so, or the rows would pass for the page the pager names.
 */
import { listIdentity } from './furthest-page'
import type { GridQuery } from './use-grid-state'

/** The sentence for rows of `shown` on screen while `asked` was asked for; null when they answer it. */
export function stillShownNote(shown: GridQuery | undefined, asked: GridQuery): string | null {
  if (!shown || JSON.stringify(shown) === JSON.stringify(asked)) return null
  return listIdentity(shown) === listIdentity(asked)
    ? `The rows below are still those of page ${shown.page}.`
    : 'The rows below are still those shown before.'
}
