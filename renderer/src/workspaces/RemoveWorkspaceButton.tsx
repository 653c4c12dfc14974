/**
 * Remove a workspace, with a confirm step (Radix AlertDialog).
 */
import { AlertDialog } from 'radix-ui'
import { useState } from 'react'
import { toast } from 'sonner'
import type { WorkspaceSummary } from '@shared/workspace'
import { Button } from '../components/Button'
import { Banner } from '../components/feedback'
import { useRemoveWorkspace } from '../hooks/use-workspace-mutations'
import { errorData } from '../lib/errors'

export function RemoveWorkspaceButton({
  workspace,
  onRemoved,
}: {
  workspace: WorkspaceSummary
  onRemoved: () => void
}) {
  const [open, setOpen] = useState(false)
  const remove = useRemoveWorkspace()

  function confirm(): void {
    remove.mutate(workspace.id, {
      onSuccess: () => {
        toast.success(`Removed “${workspace.name}”`)
        setOpen(false)
        onRemoved()
      },
    })
  }

  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (!next) remove.reset()
      }}
    >
      <AlertDialog.Trigger asChild>
        <Button variant="ghost" className="btn--danger-text">
          Remove workspace…
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog-overlay dialog-overlay--nested" />
        <AlertDialog.Content className="dialog dialog--small">
          <header className="dialog__header">
            <AlertDialog.Title className="dialog__title">
              Remove “{workspace.name}”?
            </AlertDialog.Title>
            <AlertDialog.Description className="dialog__description">
              {workspace.hasKey ? 'Its API key will be removed from the system keychain. ' : ''}
              Stagehand forgets the workspace and its remembered events. Nothing changes on the
              service.
            </AlertDialog.Description>
          </header>
          {remove.isError ? <Banner tone="error">{errorData(remove.error).message}</Banner> : null}
          <footer className="dialog__footer">
            <span className="spacer" />
            <AlertDialog.Cancel asChild>
              <Button>Cancel</Button>
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: it would close before the removal is done. */}
            <Button variant="danger" onClick={confirm} busy={remove.isPending}>
              Remove
            </Button>
          </footer>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
