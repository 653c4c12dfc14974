/**
 * User timing marks of the attendee screen.
 *
 * The renderer sets them and the grid benchmark (bench/grid.bench.ts) reads
 * them in the page: one name for both, so they cannot drift apart. Pure code:
 * no Node or DOM globals.
 */

/** Set when a page of attendees reaches the renderer (use-attendee-page.ts). */
export const ANSWER_MARK = 'stagehand:attendees-answer'
