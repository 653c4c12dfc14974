/**
 * At most five reports a second per key, and always the last one.
 *
 * A report that comes too soon after the previous is held and sent when the
 * 200 ms are up, as the latest state then; `last` sends at once.
 */
const GAP_MS = 200

export function progressThrottle(now: () => number) {
  const sentAt = new Map<string, number>()
  const held = new Map<string, ReturnType<typeof setTimeout>>()
  return (key: string, last: boolean, send: () => void): void => {
    const wait = (sentAt.get(key) ?? -Infinity) + GAP_MS - now()
    if (!last && held.has(key)) return
    if (last || wait <= 0) {
      clearTimeout(held.get(key))
      held.delete(key)
      sentAt.set(key, now())
      send()
      if (last) sentAt.delete(key)
      return
    }
    held.set(
      key,
      setTimeout(() => {
        held.delete(key)
        sentAt.set(key, now())
        send()
      }, wait),
    )
  }
}
