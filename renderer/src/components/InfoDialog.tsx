/**
 * A dialog that only informs: a title, a line saying what it holds, its
 * content, and a Close button.
 *
 * Open state is the caller's (`open`, `onOpenChange`); `trigger`, when
 * given, is the button that opens it, so focus returns there on close.
 */
import { Dialog } from 'radix-ui'
import type { ReactNode } from 'react'
import { Button } from './Button'

export interface InfoDialogProps {
  open: boolean
  onOpenChange(open: boolean): void
  trigger?: ReactNode
  title: string
  description: string
  /** Added to the dialog's own class (its width, its layout). */
  className: string
  /** Added to the body's own class. */
  bodyClassName?: string
  testId: string
  children: ReactNode
}

export function InfoDialog(props: InfoDialogProps) {
  return (
    <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      {props.trigger ? <Dialog.Trigger asChild>{props.trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className={`dialog ${props.className}`} data-testid={props.testId}>
          <header className="dialog__header">
            <Dialog.Title className="dialog__title">{props.title}</Dialog.Title>
            <Dialog.Description className="dialog__description">
              {props.description}
            </Dialog.Description>
          </header>
          <div
            className={props.bodyClassName ? `dialog__body ${props.bodyClassName}` : 'dialog__body'}
          >
            {props.children}
          </div>
          <footer className="dialog__footer">
            <Dialog.Close asChild>
              <Button variant="primary">Close</Button>
            </Dialog.Close>
          </footer>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
