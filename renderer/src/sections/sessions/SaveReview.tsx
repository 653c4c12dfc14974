/**
 * What a save will change, before it is sent.
 *
 * Each field with its old value (or "unknown" where it was never seen) and
 * its new one; a field never seen is also said in words, since the save
 * replaces what no screen has shown.
 */
import { Dialog } from 'radix-ui'
import { unseenReplacement, type DiffRow } from '@shared/sessions/session-diff'
import { Button } from '@renderer/components/Button'
import { useFocusReturn } from '@renderer/components/focus-return'

export function SaveReview({
  rows,
  saving,
  onConfirm,
  onCancel,
}: {
  rows: DiffRow[] | null
  saving: boolean
  onConfirm(): void
  onCancel(): void
}) {
  const focusReturn = useFocusReturn()
  const unseen = unseenReplacement(rows ?? [])
  return (
    <Dialog.Root open={rows !== null} onOpenChange={(open) => (open ? undefined : onCancel())}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog session-review" {...focusReturn}>
          <header className="dialog__header">
            <Dialog.Title className="dialog__title">Save these changes?</Dialog.Title>
            <Dialog.Description className="dialog__description">
              Only these fields are sent; everything else stays as it is on the service.
            </Dialog.Description>
          </header>
          <div className="dialog__body">
            <table className="session-diff">
              <colgroup>
                <col className="session-diff__field-column" />
                <col />
                <col />
              </colgroup>
              <thead>
                <tr>
                  <th scope="col">Field</th>
                  <th scope="col">Now</th>
                  <th scope="col">After saving</th>
                </tr>
              </thead>
              <tbody>
                {(rows ?? []).map((row) => (
                  <tr key={row.field} data-testid="diff-row" data-field={row.field}>
                    <th scope="row">{row.label}</th>
                    {row.before === null ? (
                      <td className="session-diff__unknown">unknown</td>
                    ) : (
                      <td className="session-diff__before">{row.before}</td>
                    )}
                    <td className="session-diff__after">{row.after}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {unseen ? (
              <p className="session-review__unseen" role="note" aria-label="Not seen before">
                {unseen}
              </p>
            ) : null}
          </div>
          <footer className="dialog__footer">
            <span className="spacer" />
            <Button onClick={onCancel}>Keep editing</Button>
            <Button variant="primary" onClick={onConfirm} busy={saving}>
              Save changes
            </Button>
          </footer>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
