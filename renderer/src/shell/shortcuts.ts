/**
 * Every keyboard shortcut of the app, as the help dialog lists them (ShortcutsDialog).
 *
 * A handler that adds a key adds its line here, so the list stays the one place
 * a keyboard user learns what exists.
 */
export interface Shortcut {
  keys: string[]
  action: string
}

export interface ShortcutGroup {
  title: string
  shortcuts: Shortcut[]
}

export const SHORTCUT_GROUPS: ShortcutGroup[] = [
  {
    title: 'Everywhere',
    shortcuts: [
      { keys: ['?'], action: 'Show this list of shortcuts' },
      {
        keys: ['Ctrl+K', '⌘K'],
        action: 'Go to a section, a name or an ID, or run an action (also in a text field)',
      },
      { keys: ['Tab', 'Shift+Tab'], action: 'Move to the next or previous control' },
      { keys: ['Esc'], action: 'Close the open dialog, menu or panel' },
      {
        keys: ['Ctrl+Z', '⌘Z'],
        action: 'Outside a text field: undo the last change this window sent, after a look at it',
      },
    ],
  },
  {
    title: 'Attendee grid',
    shortcuts: [
      { keys: ['↑', '↓'], action: 'Move to the row above or below' },
      { keys: ['←', '→'], action: 'Move to the cell before or after' },
      { keys: ['Home', 'End'], action: 'First or last cell of the row' },
      { keys: ['Enter', 'Space'], action: 'Open the attendee’s details' },
      { keys: ['Shift+Click'], action: 'Add a column to the sort' },
      { keys: ['←', '→'], action: 'On a column’s resize handle: make it narrower or wider' },
      { keys: ['Enter'], action: 'In a filter value: apply the filters' },
      { keys: [',', 'Enter'], action: 'In an "is any of" value: add the value' },
      { keys: ['Backspace'], action: 'In an empty "is any of" value: remove the last value' },
      { keys: ['Enter', 'Esc'], action: 'In the page number: go to the page, or undo the edit' },
    ],
  },
  {
    title: 'Speakers',
    shortcuts: [
      { keys: ['Enter'], action: 'On a speaker card: open the speaker' },
      { keys: ['Delete', 'Backspace'], action: 'On a speaker card: take it off the list' },
      { keys: ['Enter', 'Space'], action: 'On a picture: choose a file to replace it' },
    ],
  },
  {
    title: 'Lists and fields',
    shortcuts: [
      { keys: ['↑', '↓'], action: 'In the team search: move through the teams' },
      { keys: ['Enter'], action: 'In the team search: pick the team' },
      { keys: ['Enter'], action: 'In a session’s tags: add the tag' },
      { keys: ['Enter', 'Esc'], action: 'Renaming a label: save, or keep the old name' },
    ],
  },
]

/** Typing a "?" into a field is text, not a request for help. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  if (target.isContentEditable) return true
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true
  if (!(target instanceof HTMLInputElement)) return false
  return !['button', 'checkbox', 'radio', 'range', 'file', 'submit', 'reset'].includes(target.type)
}

/** A window-wide key does nothing while a dialog is open: the dialog has the keyboard. */
export function anotherDialogIsOpen(): boolean {
  return document.querySelector('[role="dialog"], [role="alertdialog"]') !== null
}
