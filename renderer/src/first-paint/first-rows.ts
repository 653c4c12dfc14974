/**
 * The window's first paint: the first attendee rows, drawn without React.
 *
 * Drawn from the answer main reads as the page loads (shared/first-screen.ts),
 * in the shell's own elements and classes, so the rows stand where the grid
 * puts them: the same columns and widths, the same cell text (cell-specs.ts).
 * The parts that need the app (the sidebar's links, the top bar's tools, the
 * toolbar and the filters) are empty boxes of their size until React draws
 * the window and this is taken away (entry.ts). It is a picture: inert and
 * hidden from assistive technology, which meet the real grid a moment later.
 */
import type { ChannelOutput } from '@shared/ipc/contract'
import { allColumns } from '@shared/attendees/columns'
import { cellSpecs, cellText } from '../sections/attendees/cell-specs'
import { columnWidth, defaultLayout, visibleColumnIds } from '../sections/attendees/layout-ops'
import { groupsOf } from '../sections/attendees/row-groups'

type FirstScreen = ChannelOutput<'app:firstScreen'>

/** The class of the first paint's outermost element. */
const FIRST_PAINT_CLASS = 'first-paint'

/**
 * The first paint of `answer`, not yet in the document; null when there is no
 * row to draw (another screen, a failed read, an empty page), as the window
 * then shows something else first.
 */
export function firstPaint(doc: Document, answer: FirstScreen): HTMLElement | null {
  if (!answer || !answer.page.ok || !answer.views.ok) return null
  const items = answer.page.value.items
  if (items.length === 0) return null
  const layout = answer.views.value.layout ?? defaultLayout()
  const columns = allColumns(layout.customSlugs)
  const byId = new Map(columns.map((c) => [c.id, c]))
  const shown = visibleColumnIds(layout, columns).flatMap((id) => byId.get(id) ?? [])
  const specs = cellSpecs(shown)

  const el = (tag: string, className: string, ...children: (Node | string)[]) => {
    const node = doc.createElement(tag)
    if (className) node.className = className
    node.append(...children)
    return node
  }
  const head = el(
    'div',
    'grid__head',
    el(
      'div',
      'grid__tr',
      ...shown.map((c) => {
        const label = el('span', 'grid__label', c.label)
        const sortable = c.sortField !== undefined
        return sortable
          ? el(
              'div',
              'grid__th',
              el(
                'button',
                'grid__sort',
                label,
                el('span', 'grid__sort-mark grid__sort-mark--idle', '↕'),
              ),
            )
          : el('div', 'grid__th grid__th--fixed', label)
      }),
    ),
  )
  const rows = items.map((attendee) =>
    el(
      'div',
      'grid__row',
      ...shown.map((c) => {
        const spec = specs.get(c.id)!
        const cell = el(
          'div',
          spec.mono ? 'grid__td mono' : 'grid__td',
          cellText(spec, spec.value(attendee)),
        )
        if (spec.time) cell.dataset.time = ''
        return cell
      }),
    ),
  )
  for (const row of rows) row.setAttribute('role', 'row')
  const bodies = groupsOf(rows).map((group) => el('div', 'grid__body', ...group))
  const grid = el('div', 'grid', head, ...bodies)
  grid.setAttribute('aria-label', 'Attendees')
  // Through the CSSOM, which the window's policy allows where a style attribute is refused.
  grid.style.setProperty(
    '--grid-columns',
    shown.map((c) => `${columnWidth(layout, c)}px`).join(' '),
  )
  grid.style.width = `${shown.reduce((sum, c) => sum + columnWidth(layout, c), 0)}px`

  const section = el(
    'section',
    'section section--wide attendees',
    el('div', 'attendees__toolbar first-paint__toolbar'),
    // The filter box's size with no filter: a line of text above a row of buttons.
    el(
      'div',
      'filters',
      el('p', 'filters__empty', '\u00a0'),
      el('div', 'filters__actions', el('span', 'btn btn--sm first-paint__blank')),
    ),
    el('div', 'attendees__grid-box', el('div', 'grid-scroll', grid)),
  )
  section.setAttribute('aria-label', 'Attendees')
  const paint = el(
    'div',
    FIRST_PAINT_CLASS,
    el(
      'div',
      'app',
      el(
        'div',
        'shell',
        el('aside', 'sidebar'),
        el(
          'div',
          'main',
          el('header', 'topbar', el('h1', 'topbar__title', 'Attendees')),
          el('main', 'content', section),
        ),
        el('footer', 'statusbar'),
      ),
    ),
  )
  paint.setAttribute('aria-hidden', 'true')
  paint.inert = true
  return paint
}

/** Takes the first paint away: the app calls it as it first draws the window. */
export function removeFirstPaint(doc: Document): void {
  doc.querySelector(`.${FIRST_PAINT_CLASS}`)?.remove()
}
