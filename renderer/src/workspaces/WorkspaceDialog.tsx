/**
 * Add or edit a workspace (Radix Dialog).
 *
 * The form (WorkspaceForm.tsx), with its schema, is a chunk of its own,
 * fetched when the dialog first opens or once the window is idle.
 */
import { Dialog } from 'radix-ui'
import { Suspense } from 'react'
import { Skeleton } from '../components/feedback'
import { SectionBoundary } from '../components/SectionBoundary'
import { useWorkspace } from '../hooks/use-workspaces'
import { lazyPart } from '../lib/lazy-part'

const form = lazyPart(() => import('./WorkspaceForm').then((m) => m.WorkspaceForm))
const WorkspaceForm = form.Part

/** Fetches the form's code ahead of the dialog's first opening; a failure is left for the dialog. */
export const preloadWorkspaceForm = form.preload

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
            <SectionBoundary title="The workspace form could not be opened">
              <Suspense fallback={<Skeleton width="60%" />}>
                <WorkspaceForm
                  key={isEdit ? `edit:${editing?.id ?? ''}` : 'add'}
                  workspace={isEdit ? editing : null}
                  onDone={onClose}
                />
              </Suspense>
            </SectionBoundary>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
