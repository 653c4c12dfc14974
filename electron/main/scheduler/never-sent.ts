/**
 * Errors of requests that provably never reached the server.
 *
 * The HTTP client marks them (the connection was refused or the host did not
 * resolve); the retry policy reads the mark, since even an upload may be
 * repeated when its first attempt never left.
 */
const unsent = new WeakSet<object>()

/** Marks an error as one of a request that never reached the server. */
export function markNeverSent(error: object): void {
  unsent.add(error)
}

export function neverReachedServer(error: unknown): boolean {
  return typeof error === 'object' && error !== null && unsent.has(error)
}
