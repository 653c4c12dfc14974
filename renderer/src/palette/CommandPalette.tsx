/**
 * The command palette: Ctrl+K (⌘K on a Mac) anywhere, or the search button of the top bar.
 *
 * Type to go to a section, a speaker, sponsor, session or location of the event (by name
 * or ID), a saved attendee view, a recent event or another workspace, or to run an action.
 * cmdk gives the combobox and listbox and their keys; the filtering and the order are
 * ours (rank.ts, `shouldFilter={false}`), so matched letters are marked and recent picks
 * lead. It stays shut while another dialog is open: a jump would leave that dialog's work
 * behind.
 */
import { Command } from 'cmdk'
import { Dialog } from 'radix-ui'
import { useEffect, useMemo, useRef, useState } from 'react'
import type { WorkspaceSummary } from '@shared/workspace'
import { SearchIcon } from '@renderer/components/icons'
import { useIsMac } from '@renderer/hooks/use-app-info'
import { anotherDialogIsOpen } from '@renderer/shell/shortcuts'
import { Marked } from './Marked'
import type { PaletteCommand, PaletteItem } from './palette-items'
import { rank, type Ranked } from './rank'
import { readRecentPicks, rememberPick } from './recent-picks'
import { takesFocus, useRunCommand } from './run-command'
import { usePaletteItems } from './use-palette-items'
import './palette.css'

/** More would only be scrolled past: typing more narrows faster. */
const SHOWN_LIMIT = 50

/** The palette's keys as the button shows them. */
export function paletteKeys(mac: boolean): string {
  return mac ? '⌘K' : 'Ctrl+K'
}

function isPaletteKey(event: KeyboardEvent): boolean {
  const k = event.code === 'KeyK' || event.key.toLowerCase() === 'k'
  return k && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey
}

/** `workspace` null: the welcome screen, where adding a workspace is what there is to do. */
export function CommandPalette({ workspace }: { workspace: WorkspaceSummary | null }) {
  const [open, setOpen] = useState(false)
  const mac = useIsMac()
  const openRef = useRef(open)
  useEffect(() => {
    openRef.current = open
  })
  useEffect(() => {
    // In the capture phase, so a field that handles its own keys still lets Ctrl+K through.
    const onKeyDown = (event: KeyboardEvent): void => {
      if (!isPaletteKey(event)) return
      if (!openRef.current && anotherDialogIsOpen()) return
      event.preventDefault()
      setOpen((was) => !was)
    }
    window.addEventListener('keydown', onKeyDown, true)
    return () => window.removeEventListener('keydown', onKeyDown, true)
  }, [])
  const run = useRunCommand(workspace)
  const picked = useRef<PaletteCommand | null>(null)

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button
          type="button"
          className="palette-button"
          // Its name where the window is too narrow to show its words (palette.css).
          aria-label="Go to or run…"
          aria-keyshortcuts={mac ? 'Meta+K' : 'Control+K'}
          data-testid="palette-button"
        >
          <SearchIcon />
          <span className="palette-button__text">Go to or run…</span>
          <kbd className="kbd">{paletteKeys(mac)}</kbd>
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className="dialog palette"
          data-testid="command-palette"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            const command = picked.current
            if (!command) return
            picked.current = null
            // The pick's target (a dialog, a shown row) takes the focus; otherwise it goes back.
            if (takesFocus(command)) event.preventDefault()
            run(command)
          }}
        >
          <Dialog.Title className="visually-hidden">Go to or run</Dialog.Title>
          {open ? (
            <PaletteBody
              workspace={workspace}
              onPick={(command) => {
                picked.current = command
                setOpen(false)
              }}
            />
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

function PaletteBody({
  workspace,
  onPick,
}: {
  workspace: WorkspaceSummary | null
  onPick(command: PaletteCommand): void
}) {
  const items = usePaletteItems(workspace, true)
  const [query, setQuery] = useState('')
  const [recent] = useState(() => readRecentPicks(workspace?.id ?? ''))
  const [selected, setSelected] = useState('')
  const ranked = useMemo(() => {
    const typed = query.trim() !== ''
    const pool = typed ? items : items.filter((i) => i.everyday || recent.includes(i.key))
    return rank(pool, query, recent, SHOWN_LIMIT)
  }, [items, query, recent])
  // The first result is chosen until the arrows choose another that is still shown.
  const active = ranked.some((r) => r.item.key === selected) ? selected : ranked[0]?.item.key
  const pick = (item: PaletteItem): void => {
    rememberPick(workspace?.id ?? '', item.key)
    onPick(item.command)
  }

  return (
    <Command
      label="Go to a section, a name or an ID, or run an action"
      shouldFilter={false}
      loop
      vimBindings={false}
      value={active ?? ''}
      onValueChange={setSelected}
      className="palette__command"
    >
      <div className="palette__search">
        <SearchIcon className="palette__search-icon" />
        <Command.Input
          className="palette__input"
          value={query}
          onValueChange={(next) => {
            setQuery(next)
            setSelected('')
          }}
          placeholder={workspace ? 'Type a section, a name, an ID or an action' : 'Type an action'}
        />
      </div>
      <Command.List className="palette__list" label="Results">
        {ranked.map((r) => (
          <PaletteRow key={r.item.key} ranked={r} onPick={pick} />
        ))}
      </Command.List>
      {ranked.length === 0 ? (
        <p className="palette__empty" data-testid="palette-empty">
          Nothing matches “{query.trim()}”.{' '}
          {workspace
            ? 'Try part of a name, the start of an ID, or a section such as Speakers.'
            : 'With no workspace yet, adding one is what can be done here.'}
        </p>
      ) : null}
      <p className="visually-hidden" role="status">
        {ranked.length === 0
          ? 'No results.'
          : `${ranked.length} result${ranked.length === 1 ? '' : 's'}.`}
      </p>
      <footer className="palette__footer" aria-hidden="true">
        <span>
          <kbd className="kbd">↑</kbd> <kbd className="kbd">↓</kbd> move
        </span>
        <span>
          <kbd className="kbd">Enter</kbd> open
        </span>
        <span>
          <kbd className="kbd">Esc</kbd> close
        </span>
      </footer>
    </Command>
  )
}

function PaletteRow({
  ranked,
  onPick,
}: {
  ranked: Ranked<PaletteItem>
  onPick(item: PaletteItem): void
}) {
  const { item, match } = ranked
  const inTitle = match?.field === 'title' ? match.positions : []
  const inId = match?.field === 'id' ? match.positions : []
  const detail = item.detail ?? (inId.length > 0 ? item.id : undefined)
  return (
    <Command.Item
      value={item.key}
      onSelect={() => onPick(item)}
      className="palette__item"
      data-testid="palette-item"
      data-key={item.key}
    >
      <span className="palette__text">
        <span className="palette__title">
          <Marked text={item.title} positions={inTitle} />
        </span>
        {detail && detail !== item.title ? (
          <span className="palette__detail mono">
            <Marked text={detail} positions={detail === item.id ? inId : []} />
          </span>
        ) : null}
      </span>
      <span className="palette__kind">{item.kind}</span>
    </Command.Item>
  )
}
