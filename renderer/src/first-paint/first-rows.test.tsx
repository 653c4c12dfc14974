/**
 * The first paint draws the grid the app draws: the same headers, column
 * template and width, and in each row the same cells with the same text, for
 * the default columns and for remembered ones (moved, hidden, resized, a
 * custom field). Where the window shows no rows first, it draws nothing.
 */
import { render } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Attendee } from '@shared/api/schemas'
import { allColumns, collectCustomSlugs } from '@shared/attendees/columns'
import type { ColumnLayout } from '@shared/attendees/view-state'
import type { ChannelOutput } from '@shared/ipc/contract'
import { startEmulator, type RunningEmulator } from '@test-support/component/render-with-core'
import { expectedAttendees } from '@test-support/attendees'
import { AttendeeGrid } from '../sections/attendees/AttendeeGrid'
import { defaultLayout, visibleColumnIds } from '../sections/attendees/layout-ops'
import { firstPaint, removeFirstPaint } from './first-rows'

type FirstScreen = NonNullable<ChannelOutput<'app:firstScreen'>>

let emulator: RunningEmulator
let rows: Attendee[]
beforeAll(async () => {
  emulator = await startEmulator({ port: 0 })
  rows = expectedAttendees(emulator, emulator.events[0]!.id, [], []).slice(0, 25)
})
afterAll(() => emulator.close())

const answerOf = (layout: ColumnLayout | null, items = rows): FirstScreen => ({
  workspaceId: 'w',
  eventId: 'e',
  query: { filter: [], sort: [], page: 1, pageSize: 25 },
  views: { ok: true, value: { layout, views: [], recovered: null } },
  page: {
    ok: true,
    value: {
      items,
      page: 1,
      pageSize: 25,
      hasNext: true,
      notes: { asText: [], leftOut: [], skipped: 0 },
      servedPageSize: null,
    },
  },
})

/** What a grid shows, read the same way from either drawing. */
function gridFacts(grid: Element) {
  const style = (grid as HTMLElement).style
  return {
    template: style.getPropertyValue('--grid-columns'),
    width: style.width,
    headers: [...grid.querySelectorAll('.grid__head .grid__th')].map((th) => ({
      className: th.className,
      label: th.querySelector('.grid__label')?.textContent,
      sortMark: th.querySelector('.grid__sort-mark')?.textContent ?? null,
    })),
    bodies: grid.querySelectorAll('.grid__body').length,
    rows: [...grid.querySelectorAll('.grid__body > [role="row"]')].map((row) => ({
      className: row.className,
      cells: [...row.children].map((cell) => ({
        className: cell.className,
        time: cell.hasAttribute('data-time'),
        text: cell.textContent,
      })),
    })),
  }
}

/** The grid as the app draws it for `layout`. */
function appGrid(layout: ColumnLayout) {
  const columns = allColumns(layout.customSlugs)
  const { container } = render(
    <AttendeeGrid
      rows={rows}
      columns={columns}
      layout={layout}
      visibleColumnIds={visibleColumnIds(layout, columns)}
      onLayout={() => undefined}
      sort={[]}
      onSort={() => undefined}
      onOpen={() => undefined}
      busy={false}
      queryKey="first"
    />,
  )
  return gridFacts(container.querySelector('[role="table"]')!)
}

function paintedGrid(answer: FirstScreen) {
  const paint = firstPaint(document, answer)
  expect(paint).not.toBeNull()
  return gridFacts(paint!.querySelector('.grid')!)
}

describe('the first paint', () => {
  it('draws the default columns as the app does', () => {
    const painted = paintedGrid(answerOf(null))
    expect(painted.rows).toHaveLength(25)
    expect(painted.rows[0]!.cells.some((c) => c.text)).toBe(true)
    expect(painted).toEqual(appGrid(defaultLayout()))
  })

  it('draws remembered columns as the app does: moved, hidden, resized, a custom field', () => {
    const slug = collectCustomSlugs(rows)[0]
    expect(slug, 'the seed has a custom field').toBeDefined()
    const base = defaultLayout()
    const custom = `custom:${slug}`
    const layout: ColumnLayout = {
      order: [base.order[2]!, custom, ...base.order.filter((id) => id !== base.order[2])],
      visible: [...base.visible.filter((id) => id !== base.visible[1]), custom, 'createdAt'],
      widths: { [base.order[2]!]: 333, createdAt: 5 },
      customSlugs: [slug!],
    }
    const painted = paintedGrid(answerOf(layout))
    expect(painted.headers).toHaveLength(new Set(layout.visible).size)
    expect(painted.rows[0]!.cells.some((c) => c.time)).toBe(true)
    expect(painted).toEqual(appGrid(layout))
  })

  it('is a picture: inert, hidden from assistive technology, and taken away', () => {
    const paint = firstPaint(document, answerOf(null))!
    expect(paint.inert).toBe(true)
    expect(paint.getAttribute('aria-hidden')).toBe('true')
    document.body.append(paint)
    removeFirstPaint(document)
    expect(paint.isConnected).toBe(false)
  })

  it('draws nothing where the window shows no rows first', () => {
    const failure = {
      ok: false as const,
      error: { kind: 'network' as const, message: 'No answer.', retryable: true },
    }
    expect(firstPaint(document, null)).toBeNull()
    expect(firstPaint(document, answerOf(null, []))).toBeNull()
    expect(firstPaint(document, { ...answerOf(null), page: failure })).toBeNull()
    // The app shows the default columns under a notice then: not where the rows would be.
    expect(firstPaint(document, { ...answerOf(null), views: failure })).toBeNull()
  })
})
