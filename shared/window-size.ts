/**
 * The main window's sizes: as it first opens, and the smallest it may be made.
 *
 * Every screen is laid out for the smallest; the specs that hold a layout
 * check it at both (the shell sets them, the harness's specs read them here).
 */
export const DEFAULT_WINDOW_SIZE = { width: 1280, height: 820 }
export const MIN_WINDOW_SIZE = { width: 900, height: 600 }
