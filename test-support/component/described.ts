/**
 * An element's accessible description from its aria-describedby, the way
 * the screens give it: the text of each element named, joined by a space.
 */
export function descriptionOf(element: Element): string {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean)
  return ids
    .map((id) => element.ownerDocument.getElementById(id)?.textContent?.trim() ?? '')
    .filter(Boolean)
    .join(' ')
}
