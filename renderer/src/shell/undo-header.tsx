/**
 * The window's Undo dialog's title and its sentence, shared by the dialog
 * while its body loads (WindowUndo.tsx) and the body (UndoBody.tsx).
 */
import { Dialog } from 'radix-ui'

/** The sentence while the last change is looked for. */
export const LOOKING = 'Looking for the last change this window sent…'

export function UndoHeader({ description }: { description: string }) {
  return (
    <header className="dialog__header">
      <Dialog.Title className="dialog__title">Undo the last change</Dialog.Title>
      <Dialog.Description className="dialog__description">{description}</Dialog.Description>
    </header>
  )
}
