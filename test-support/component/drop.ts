/**
 * Files dragged, dropped and pasted on the jsdom page as a browser hands
 * them over: jsdom has no DataTransfer, so each event carries a stand-in
 * with the files, their items and types.
 */
import { fireEvent } from '@testing-library/react'

export interface DropFile {
  name: string
  type: string
  bytes: Uint8Array
}

function transferOf(files: readonly DropFile[], withheldType = false) {
  const list = files.map((f) => new File([f.bytes.slice()], f.name, { type: f.type }))
  return {
    files: Object.assign([...list], { item: (i: number) => list[i] ?? null }),
    items: list.map((f) => ({
      kind: 'file',
      type: withheldType ? '' : f.type,
      getAsFile: () => f,
      // Plain files, no folder among them.
      webkitGetAsEntry: () => null,
    })),
    types: list.length > 0 ? ['Files'] : [],
    getData: () => '',
    dropEffect: 'none',
    effectAllowed: 'all',
  }
}

/** Drags the files over `target` without releasing. */
export function dragOver(target: Element, files: readonly DropFile[], withheldType = false): void {
  const dataTransfer = transferOf(files, withheldType)
  fireEvent.dragEnter(target, { dataTransfer })
  fireEvent.dragOver(target, { dataTransfer })
}

export function dragAway(target: Element, files: readonly DropFile[]): void {
  fireEvent.dragLeave(target, { dataTransfer: transferOf(files) })
}

/** Drags the files over `target` and drops them there. */
export function dropOn(target: Element, files: readonly DropFile[]): void {
  const dataTransfer = transferOf(files)
  fireEvent.dragEnter(target, { dataTransfer })
  fireEvent.dragOver(target, { dataTransfer })
  fireEvent.drop(target, { dataTransfer })
}

/** Pastes one file on `target`, as from the clipboard. */
export function pasteOn(target: Element, file: DropFile): void {
  const { files } = transferOf([file])
  fireEvent.paste(target, { clipboardData: { files, getData: () => '', types: ['Files'] } })
}
