/**
 * The keyboard shortcuts help.
 *
 * A "?" button in the top bar (and on the welcome screen), also opened by
 * pressing "?" anywhere outside a text field, and by Help → Keyboard
 * Shortcuts in the app menu (`app:menu`). Lists SHORTCUT_GROUPS
 * (shortcuts.ts).
 */
import { useEffect, useState } from 'react'
import { IconButton } from '../components/Button'
import { onDesktopEvent } from '../data/events'
import { InfoDialog } from '../components/InfoDialog'
import { usePaletteRequest } from '../palette/requests'
import { anotherDialogIsOpen, isTypingTarget, SHORTCUT_GROUPS } from './shortcuts'
import './shortcuts.css'

export function ShortcutsDialog() {
  const [open, setOpen] = useState(false)
  usePaletteRequest('shortcuts', () => setOpen(true))
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key !== '?' || event.ctrlKey || event.metaKey || event.altKey) return
      if (event.defaultPrevented || isTypingTarget(event.target) || anotherDialogIsOpen()) return
      event.preventDefault()
      setOpen(true)
    }
    window.addEventListener('keydown', onKeyDown)
    const offMenu = onDesktopEvent('app:menu', (asked) => {
      if (asked.command === 'shortcuts') setOpen(true)
    })
    return () => {
      window.removeEventListener('keydown', onKeyDown)
      offMenu()
    }
  }, [])
  return (
    <InfoDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <IconButton label="Keyboard shortcuts" aria-keyshortcuts="?" className="shortcuts-button">
          <span aria-hidden="true">?</span>
        </IconButton>
      }
      title="Keyboard shortcuts"
      description="Every control is reached with Tab; these keys do more where noted."
      className="shortcuts"
      bodyClassName="shortcuts__body"
      testId="shortcuts-dialog"
    >
      {SHORTCUT_GROUPS.map((group) => (
        <section key={group.title} aria-labelledby={`shortcuts-${group.title}`}>
          <h3 className="shortcuts__group" id={`shortcuts-${group.title}`}>
            {group.title}
          </h3>
          <dl className="shortcuts__list">
            {group.shortcuts.map((shortcut) => (
              <div className="shortcuts__row" key={`${shortcut.keys.join()}${shortcut.action}`}>
                <dt>
                  {shortcut.keys.map((key, i) => (
                    <span key={key}>
                      {i > 0 ? <span className="muted"> or </span> : null}
                      <kbd className="kbd">{key}</kbd>
                    </span>
                  ))}
                </dt>
                <dd>{shortcut.action}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </InfoDialog>
  )
}
