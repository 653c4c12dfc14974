/**
 * Which columns the grid shows.
 *
 * Grouped as the headers are (Profile, Ticket, Social, Source, Custom fields…),
 * with the shown ones movable left and right from the keyboard (headers can
 * also be dragged). Remembered per event.
 */
import { DropdownMenu } from 'radix-ui'
import { Fragment, memo } from 'react'
import { DEFAULT_VISIBLE_COLUMN_IDS, type AttendeeColumn } from '@shared/attendees/columns'
import type { ColumnLayout } from '@shared/attendees/view-state'
import { Button } from '@renderer/components/Button'
import { CheckIcon, ChevronDownIcon } from '@renderer/components/icons'
import { setVisible, shiftColumn } from './layout-ops'

export interface ColumnMenuProps {
  columns: AttendeeColumn[]
  layout: ColumnLayout
  /** The shown columns in display order (layout-ops visibleColumnIds), for "Move a column". */
  visibleColumnIds: readonly string[]
  onLayout(change: (current: ColumnLayout) => ColumnLayout): void
}

/** Memoised: its props stay the same while pages load, so a new page does not re-render the menu. */
export const ColumnMenu = memo(function ColumnMenu({
  columns,
  layout,
  visibleColumnIds: shown,
  onLayout,
}: ColumnMenuProps) {
  const groups = new Map<string, AttendeeColumn[]>()
  for (const c of columns) groups.set(c.group, [...(groups.get(c.group) ?? []), c])
  const visible = new Set(layout.visible)
  const byId = new Map(columns.map((c) => [c.id, c]))
  // Keep the menu open while several columns are ticked in a row.
  const stay = (event: Event) => event.preventDefault()
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button size="sm">
          Columns <span className="badge">{layout.visible.length}</span>
          <ChevronDownIcon />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu menu--columns" align="end" sideOffset={4}>
          <DropdownMenu.Item
            className="menu__item"
            onSelect={() => onLayout((l) => ({ ...l, visible: [...DEFAULT_VISIBLE_COLUMN_IDS] }))}
          >
            Show default columns
          </DropdownMenu.Item>
          <DropdownMenu.Item
            className="menu__item"
            onSelect={() => onLayout((l) => ({ ...l, visible: columns.map((c) => c.id) }))}
          >
            Show all columns
          </DropdownMenu.Item>
          {[...groups.entries()].map(([group, members]) => (
            <Fragment key={group}>
              <DropdownMenu.Separator className="menu__separator" />
              <DropdownMenu.Label className="menu__label">{group}</DropdownMenu.Label>
              {members.map((c) => (
                <DropdownMenu.CheckboxItem
                  key={c.id}
                  className="menu__item"
                  checked={visible.has(c.id)}
                  onSelect={stay}
                  onCheckedChange={(checked) => onLayout((l) => setVisible(l, c.id, checked))}
                >
                  <span className="menu__check">
                    <DropdownMenu.ItemIndicator>
                      <CheckIcon />
                    </DropdownMenu.ItemIndicator>
                  </span>
                  <span className="menu__text">{c.header}</span>
                  {c.sortField ? <span className="menu__meta">sortable</span> : null}
                </DropdownMenu.CheckboxItem>
              ))}
            </Fragment>
          ))}
          <DropdownMenu.Separator className="menu__separator" />
          <DropdownMenu.Sub>
            <DropdownMenu.SubTrigger className="menu__item">Move a column…</DropdownMenu.SubTrigger>
            <DropdownMenu.Portal>
              <DropdownMenu.SubContent className="menu menu--columns" sideOffset={2}>
                {shown.map((id, i) => {
                  const header = byId.get(id)?.header ?? id
                  return (
                    <div key={id} className="menu__move">
                      <span className="menu__text">{header}</span>
                      <DropdownMenu.Item
                        className="menu__item menu__item--icon"
                        disabled={i === 0}
                        aria-label={`Move ${header} left`}
                        onSelect={(e) => {
                          e.preventDefault()
                          onLayout((l) => shiftColumn(l, columns, id, -1))
                        }}
                      >
                        ←
                      </DropdownMenu.Item>
                      <DropdownMenu.Item
                        className="menu__item menu__item--icon"
                        disabled={i === shown.length - 1}
                        aria-label={`Move ${header} right`}
                        onSelect={(e) => {
                          e.preventDefault()
                          onLayout((l) => shiftColumn(l, columns, id, 1))
                        }}
                      >
                        →
                      </DropdownMenu.Item>
                    </div>
                  )
                })}
              </DropdownMenu.SubContent>
            </DropdownMenu.Portal>
          </DropdownMenu.Sub>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
})
