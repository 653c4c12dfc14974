/**
 * Reading the page number an organizer types into the pager.
 *
 * Only a plain whole number the service and the IPC schema accept (1 up to
 * Number.MAX_SAFE_INTEGER) becomes a page; anything else is answered with what
 * is needed, so nothing invalid is ever requested.
 */

export type PageInput = { ok: true; page: number } | { ok: false; message: string }

export const PAGE_NUMBER_NEEDED = 'Enter a whole page number of 1 or more'
// Number.MAX_SAFE_INTEGER, written out: formatting it as the module loads would make every
// start pay for the locale data (shared/number-format.ts).
export const PAGE_NUMBER_TOO_LARGE = 'Enter a page number of at most 9,007,199,254,740,991'

export function parsePageInput(text: string): PageInput {
  const trimmed = text.trim()
  // Digits only: Number() would also take "1e3", "0x10", "2.0" or "+3".
  if (!/^\d+$/.test(trimmed)) return { ok: false, message: PAGE_NUMBER_NEEDED }
  const page = Number(trimmed)
  if (page < 1) return { ok: false, message: PAGE_NUMBER_NEEDED }
  if (!Number.isSafeInteger(page)) return { ok: false, message: PAGE_NUMBER_TOO_LARGE }
  return { ok: true, page }
}
