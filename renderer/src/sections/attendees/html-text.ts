/**
 * HTML from the API (bios) as the plain text a grid cell shows.
 *
 * The detail panel shows it sanitised instead (SafeHtml). Cells are filled for
 * every row of every page, so text without entities skips the HTML parser and
 * only has its markup cut out.
 */

/**
 * Markup as the HTML parser reads it.
 *
 * A `<` followed by a letter, `/`, `!` or `?` opens a tag, comment, doctype or
 * processing instruction, which runs to its `>` (a comment to `-->`; a quoted
 * attribute value may hold a `>`) or, never closed, to the end of the text, as
 * the parser drops it then. Any other `<` is text: `a < b > c`, `1<2`, a
 * trailing `<`.
 */
const MARKUP = new RegExp(
  [
    String.raw`<!--(?:-?>|[\s\S]*?--!?>|[\s\S]*$)`,
    String.raw`</?[a-zA-Z](?:=\s*"[^"]*"?|=\s*'[^']*'?|[^>])*>?`,
    String.raw`<(?:[!?]|\/(?=[\s\S]))[^>]*>?`,
  ].join('|'),
  'g',
)

const textCache = new Map<string, string>()

export function htmlToText(html: string): string {
  if (!html.includes('<') && !html.includes('&')) return html
  let text = textCache.get(html)
  if (text === undefined) {
    // With entities, DOMParser decodes them in an inert document (nothing in it runs or
    // loads). Without, cutting out the markup gives the same text; React escapes it anyway.
    text = html.includes('&')
      ? (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '')
      : html.replace(MARKUP, '')
    // A bounded cache: bios repeat across pages and sorts.
    if (textCache.size > 2000) textCache.clear()
    textCache.set(html, text)
  }
  return text
}
