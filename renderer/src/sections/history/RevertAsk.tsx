/**
 * The frame of a question asked before a revert: what it will replace, then
 * Keep as is (sends nothing) or the revert itself.
 *
 * A conflict and a revert that cannot check for changes made elsewhere ask
 * in the same words and keys; only their title, text and body differ.
 */
import type { ReactNode } from 'react'
import { AlertDialog } from 'radix-ui'
import { Button } from '@renderer/components/Button'
import { useFocusReturn } from '@renderer/components/focus-return'

export function RevertAsk({
  open,
  className,
  title,
  description,
  note,
  children,
  revertLabel,
  busy,
  onKeep,
  onRevert,
}: {
  open: boolean
  className?: string
  title: string
  description: ReactNode
  /** A further paragraph of the header. */
  note?: ReactNode
  /** What stands under the header: the versions side by side. */
  children?: ReactNode
  revertLabel: string
  busy: boolean
  onKeep(): void
  onRevert(): void
}) {
  const focusReturn = useFocusReturn()
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => (next ? null : onKeep())}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog-overlay" />
        {open ? (
          <AlertDialog.Content
            className={className ? `dialog ${className}` : 'dialog'}
            {...focusReturn}
          >
            <header className="dialog__header">
              <AlertDialog.Title className="dialog__title">{title}</AlertDialog.Title>
              <AlertDialog.Description className="dialog__description">
                {description}
              </AlertDialog.Description>
              {note}
            </header>
            {children}
            <footer className="dialog__footer">
              <AlertDialog.Cancel asChild>
                <Button>Keep as is</Button>
              </AlertDialog.Cancel>
              <Button variant="danger" busy={busy} onClick={onRevert}>
                {revertLabel}
              </Button>
            </footer>
          </AlertDialog.Content>
        ) : null}
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
