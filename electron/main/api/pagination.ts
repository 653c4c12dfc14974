/**
 * The envelope's links are relative (`/v1/...?page=n`) and drop filter and
 * sort, so the client never follows them blindly: it only reads the page
 * number and decides for itself whether there is a next page.
 */
export function nextPageNumber(next: string | null | undefined, current: number): number | null {
  if (!next) return null
  const match = /[?&]page=(\d+)/.exec(next)
  if (!match?.[1]) return null
  const page = Number(match[1])
  return Number.isSafeInteger(page) && page > current ? page : null
}
