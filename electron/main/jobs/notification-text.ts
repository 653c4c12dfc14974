/**
 * Text made safe for a system notification's title and body.
 *
 * Linux notification daemons read a body as markup (`<a href=…>`, `<b>`,
 * entities with `&`), so a file name such as `<a href="…">sheet</a>.csv`
 * would become a link there. Windows and macOS show the text as it is, so
 * escaping to entities would print `&lt;` on them: the markup characters are
 * replaced by look-alikes instead, which read the same everywhere and mean
 * nothing to any daemon. Replacing is idempotent, so text made safe twice is
 * unchanged.
 */

const LOOK_ALIKES: Readonly<Record<string, string>> = {
  '<': '‹',
  '>': '›',
  '&': '＆',
}

export function notificationText(text: string): string {
  return text.replace(/[<>&]/g, (c) => LOOK_ALIKES[c] ?? c)
}
