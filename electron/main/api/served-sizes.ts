/**
 * How many rows a page each workspace's service sends.
 *
 * Kept when its answers have shown a number other than the one asked (its own
 * maximum, or a size parameter it does not read). The grid's answers and
 * finished exports teach it; the export's estimate uses it before a single page
 * of the export is read. Kept in memory: a restart learns it again from the
 * first page.
 */

export interface ServedSizes {
  /**
   * Records what a page showed: `served` rows a page (null when the page did
   * not tell, a last page) for `asked`.
   */
  learn(workspaceId: string, asked: number, served: number | null): void
  /** Rows a page the service is known to send other than asked; null when none is known. */
  get(workspaceId: string): number | null
}

export function createServedSizes(): ServedSizes {
  const sizes = new Map<string, number>()
  return {
    learn(workspaceId, asked, served) {
      if (served === null) return
      const known = sizes.get(workspaceId)
      if (served !== asked) sizes.set(workspaceId, served)
      // The service gave all that was asked, more than it was thought to send: it was a limit no more.
      else if (known !== undefined && known < asked) sizes.delete(workspaceId)
    },
    get: (workspaceId) => sizes.get(workspaceId) ?? null,
  }
}
