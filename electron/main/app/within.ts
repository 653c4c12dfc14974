/** Waiting on work for a while at most. */

/** `work`, or nothing once `ms` have passed without it ending. */
export async function within(work: Promise<void>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const expiry = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms)
    timer.unref?.()
  })
  try {
    await Promise.race([work, expiry])
  } finally {
    clearTimeout(timer)
  }
}
