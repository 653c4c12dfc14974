/**
 * Add or edit a workspace (Radix Dialog).
 */
import { Dialog } from 'radix-ui'
import { useWorkspace } from '../hooks/use-workspaces'
import { WorkspaceForm } from './WorkspaceForm'

export type DialogTarget = { mode: 'add' } | { mode: 'edit'; workspaceId: string }

export function WorkspaceDialog({
  target,
  onClose,
}: {
  target: DialogTarget | null
  onClose: () => void
}) {
  const editing = useWorkspace(target?.mode === 'edit' ? target.workspaceId : null)
  const isEdit = target?.mode === 'edit'
  // An edit target that no longer exists (removed meanwhile) shows nothing.
  const open = target !== null && (!isEdit || editing !== null)
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className="dialog"
          // A stray click outside must not throw away what was typed; Esc and Cancel still close.
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
        >
          <header className="dialog__header">
            <Dialog.Title className="dialog__title">
              {isEdit ? 'Edit workspace' : 'Add workspace'}
            </Dialog.Title>
            <Dialog.Description className="dialog__description">
              {isEdit
                ? 'Change the connection to the Event Management Service.'
                : 'Connect Stagehand to an Event Management Service with an API key.'}
            </Dialog.Description>
          </header>
          {open ? (
            <WorkspaceForm
              key={isEdit ? `edit:${editing?.id ?? ''}` : 'add'}
              workspace={isEdit ? editing : null}
              onDone={onClose}
            />
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
