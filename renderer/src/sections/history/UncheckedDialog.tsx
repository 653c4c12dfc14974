/**
 * Asks before a revert that cannot check for changes made elsewhere.
 *
 * A resource the service cannot read back (a session, a sponsor) is compared
 * only with Stagehand's own last copy; the dialog says so and what the
 * revert will replace, then Revert and replace or Keep as is.
 */
import { AlertDialog } from 'radix-ui'
import { Button } from '@renderer/components/Button'
import { useFocusReturn } from '@renderer/components/focus-return'

export function UncheckedDialog({
  unchecked,
  busy,
  onKeep,
  onRevert,
}: {
  /** The sentence of what cannot be checked and what will be replaced; null: closed. */
  unchecked: string | null
  busy: boolean
  onKeep(): void
  onRevert(): void
}) {
  const focusReturn = useFocusReturn()
  return (
    <AlertDialog.Root open={unchecked !== null} onOpenChange={(open) => (open ? null : onKeep())}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog-overlay" />
        {unchecked ? (
          <AlertDialog.Content className="dialog" {...focusReturn}>
            <header className="dialog__header">
              <AlertDialog.Title className="dialog__title">
                Revert without checking for changes made elsewhere?
              </AlertDialog.Title>
              <AlertDialog.Description className="dialog__description">
                {unchecked} Keep as is sends nothing.
              </AlertDialog.Description>
            </header>
            <footer className="dialog__footer">
              <AlertDialog.Cancel asChild>
                <Button>Keep as is</Button>
              </AlertDialog.Cancel>
              <Button variant="danger" busy={busy} onClick={onRevert}>
                Revert and replace
              </Button>
            </footer>
          </AlertDialog.Content>
        ) : null}
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
