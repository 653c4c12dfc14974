/**
 * Asks before leaving a form with unsaved changes: any in-app link (the
 * sidebar, "All sessions") is held while the form has changes, and the user
 * chooses to stay, leave with the edit kept as a draft, or discard it.
 */
import { AlertDialog } from 'radix-ui'
import { useEffect, useState } from 'react'
import { toast } from 'sonner'
import { Button } from '@renderer/components/Button'
import { errorData } from '@renderer/lib/errors'

export function LeaveGuard({
  active,
  onKeepDraft,
  onDiscard,
}: {
  active: boolean
  onKeepDraft(): Promise<unknown>
  onDiscard(): Promise<unknown>
}) {
  const [pending, setPending] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (!active) return
    // Capture phase: the link must not change the hash before the user has answered.
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href^="#"]')
      if (!anchor || event.defaultPrevented) return
      const href = anchor.getAttribute('href') ?? ''
      if (href === window.location.hash) return
      event.preventDefault()
      event.stopPropagation()
      setPending(href)
    }
    document.addEventListener('click', onClick, true)
    return () => document.removeEventListener('click', onClick, true)
  }, [active])

  async function leave(action: () => Promise<unknown>, what: string): Promise<void> {
    const href = pending
    setBusy(true)
    try {
      await action()
      setPending(null)
      if (href) window.location.hash = href
    } catch (error) {
      // Stay on the form: what was typed is still there.
      toast.error(`${what}: ${errorData(error).message}`)
    } finally {
      setBusy(false)
    }
  }

  return (
    <AlertDialog.Root
      open={pending !== null}
      onOpenChange={(open) => (open ? undefined : setPending(null))}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog-overlay" />
        <AlertDialog.Content className="dialog session-leave">
          <header className="dialog__header">
            <AlertDialog.Title className="dialog__title">
              Leave this session with unsaved changes?
            </AlertDialog.Title>
            <AlertDialog.Description className="dialog__description">
              Nothing has been sent to the service yet. Keep the edit as a draft to find it here
              again, even after a restart, or discard it.
            </AlertDialog.Description>
          </header>
          <footer className="dialog__footer">
            <Button
              variant="ghost"
              className="btn--danger-text"
              onClick={() => void leave(onDiscard, 'The draft was not discarded')}
              disabled={busy}
            >
              Discard changes
            </Button>
            <span className="spacer" />
            <AlertDialog.Cancel asChild>
              <Button>Keep editing</Button>
            </AlertDialog.Cancel>
            <Button
              variant="primary"
              onClick={() => void leave(onKeepDraft, 'The draft was not kept')}
              busy={busy}
            >
              Keep as draft and leave
            </Button>
          </footer>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
