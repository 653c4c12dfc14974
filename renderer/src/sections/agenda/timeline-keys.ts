/**
 * The timeline's arrow keys: up and down within a room, left and right between rooms.
 *
 * Left and right go to the session nearest in time in the previous or next
 * room that has any, so the eye follows the same hour across the day.
 */
import type { KeyboardEvent } from 'react'

/** Index of the start nearest `minute` (the earlier one on a tie); -1 when there is none. */
export function nearestInTime(minute: number, starts: readonly number[]): number {
  let best = -1
  for (let i = 0; i < starts.length; i++) {
    const distance = Math.abs(starts[i]! - minute)
    if (best === -1 || distance < Math.abs(starts[best]! - minute)) best = i
    else if (distance === Math.abs(starts[best]! - minute) && starts[i]! < starts[best]!) best = i
  }
  return best
}

const startOf = (button: HTMLElement) => Number(button.dataset.fromMinute)

/** A room's `onKeyDown`: its sessions are buttons carrying `data-from-minute`. */
export function moveWithArrows(event: KeyboardEvent<HTMLUListElement>): void {
  const room = event.currentTarget
  const buttons = [...room.querySelectorAll<HTMLButtonElement>('button')]
  const current = document.activeElement as HTMLButtonElement
  const at = buttons.indexOf(current)
  if (at === -1) return
  let next: HTMLButtonElement | undefined
  if (event.key === 'ArrowDown' || event.key === 'ArrowUp')
    next = buttons[at + (event.key === 'ArrowDown' ? 1 : -1)]
  else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
    const rooms = [...(room.parentElement?.querySelectorAll<HTMLElement>(':scope > ul') ?? [])]
    const step = event.key === 'ArrowRight' ? 1 : -1
    for (let r = rooms.indexOf(room) + step; r >= 0 && r < rooms.length && !next; r += step) {
      const others = [...rooms[r]!.querySelectorAll<HTMLButtonElement>('button')]
      next = others[nearestInTime(startOf(current), others.map(startOf))]
    }
  } else return
  if (!next) return
  event.preventDefault()
  next.focus()
}
