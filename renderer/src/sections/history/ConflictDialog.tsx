/**
 * Asks before a revert replaces values that changed since the entry: the
 * three versions side by side, then Revert anyway or Keep as is.
 */
import { AlertDialog } from 'radix-ui'
import type { RevertPlan } from '@shared/ipc/channels/journal'
import { Button } from '@renderer/components/Button'
import { useFocusReturn } from '@renderer/components/focus-return'
import { ConflictVersions } from './ConflictVersions'
import { capitalised } from './entry-view'

type Conflict = Extract<RevertPlan, { kind: 'conflict' }>

export function ConflictDialog({
  conflict,
  name,
  busy,
  onKeep,
  onRevert,
}: {
  conflict: Conflict | null
  /** The resource, as the title names it: `the session “Opening”`. */
  name: string
  busy: boolean
  onKeep(): void
  onRevert(): void
}) {
  const focusReturn = useFocusReturn()
  return (
    <AlertDialog.Root open={conflict !== null} onOpenChange={(open) => (open ? null : onKeep())}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog-overlay" />
        {conflict ? (
          <AlertDialog.Content className="dialog conflict-dialog" {...focusReturn}>
            <header className="dialog__header">
              <AlertDialog.Title className="dialog__title">
                {`${capitalised(name)} changed since`}
              </AlertDialog.Title>
              <AlertDialog.Description className="dialog__description">
                {conflict.sentence} Revert anyway puts back the{' '}
                {conflict.versions.some((v) => v.field === 'picture') ? 'picture' : 'values'} from
                before the change; Keep as is sends nothing.
              </AlertDialog.Description>
              {conflict.unchecked ? (
                <p className="dialog__description" data-testid="revert-unchecked">
                  {conflict.unchecked}
                </p>
              ) : null}
            </header>
            <div className="dialog__body">
              <ConflictVersions versions={conflict.versions} nowFrom={conflict.nowFrom} />
            </div>
            <footer className="dialog__footer">
              <AlertDialog.Cancel asChild>
                <Button>Keep as is</Button>
              </AlertDialog.Cancel>
              <Button variant="danger" busy={busy} onClick={onRevert}>
                Revert anyway
              </Button>
            </footer>
          </AlertDialog.Content>
        ) : null}
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
