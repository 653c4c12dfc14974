/**
 * The Speakers panel as a drop target for many photos or folders.
 *
 * A drop on a speaker's card is that card's (it calls preventDefault first, as
 * the event bubbles from the card to the panel); any other drop of files on the
 * panel opens the bulk review.
 */
import { useState, type DragEvent } from 'react'
import { errorData } from '@renderer/lib/errors'
import { collectDrop, collectFiles, type Collected } from './collect-files'

const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files')

export function useBulkDrop() {
  const [dragging, setDragging] = useState(false)
  const [collected, setCollected] = useState<Collected | null>(null)

  const targetProps = {
    'data-bulk-drop': dragging ? 'over' : undefined,
    onDragOver(event: DragEvent<HTMLElement>) {
      if (!carriesFiles(event)) return
      // Over a card: the card takes the drop, and says so itself.
      if (event.defaultPrevented) {
        if (dragging) setDragging(false)
        return
      }
      event.preventDefault()
      event.dataTransfer.dropEffect = 'copy'
      if (!dragging) setDragging(true)
    },
    onDragLeave(event: DragEvent<HTMLElement>) {
      // Moving onto a child is not leaving the panel.
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false)
    },
    onDrop(event: DragEvent<HTMLElement>) {
      setDragging(false)
      if (event.defaultPrevented || !carriesFiles(event)) return
      event.preventDefault()
      collectDrop(event.dataTransfer).then(setCollected, (error: unknown) =>
        setCollected({
          files: [],
          leftOut: 0,
          unreadable: [`The dropped files could not be read: ${errorData(error).message}`],
        }),
      )
    },
  }

  return {
    dragging,
    targetProps,
    collected,
    /** Files from the "Upload many photos…" chooser. */
    openFiles: (files: Iterable<File>) => setCollected(collectFiles(files)),
    close: () => setCollected(null),
  }
}

export type BulkDrop = ReturnType<typeof useBulkDrop>
