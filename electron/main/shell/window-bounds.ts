/**
 * Where the window reopens.
 *
 * Where it was, unless that place is on no screen any more (a monitor was
 * unplugged), in which case the saved size is kept and the system places the
 * window. No Electron here: the shell passes the displays' work areas.
 */
import { DEFAULT_WINDOW_SIZE } from '@shared/window-size'

export interface SavedWindowState {
  x?: number | undefined
  y?: number | undefined
  width: number
  height: number
}

export interface WorkArea {
  x: number
  y: number
  width: number
  height: number
}

export interface WindowBounds {
  x?: number
  y?: number
  width: number
  height: number
}

/** The window's top-left corner lies in one display's work area (so its title bar can be grabbed). */
export function isOnScreen(saved: SavedWindowState, workAreas: readonly WorkArea[]): boolean {
  const { x, y } = saved
  if (x === undefined || y === undefined) return false
  return workAreas.some((a) => x >= a.x && y >= a.y && x < a.x + a.width && y < a.y + a.height)
}

export function restoredBounds(
  saved: SavedWindowState | null,
  workAreas: readonly WorkArea[],
): WindowBounds {
  if (!saved) return { ...DEFAULT_WINDOW_SIZE }
  const size = { width: saved.width, height: saved.height }
  const { x, y } = saved
  if (x === undefined || y === undefined || !isOnScreen(saved, workAreas)) return size
  return { x, y, ...size }
}
