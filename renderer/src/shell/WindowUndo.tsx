/**
 * The window's Undo: Ctrl+Z (Cmd+Z on a Mac) outside a text field offers the
 * last change this window sent that can still be reverted, with the sentence
 * of what the revert will send, then Revert or Cancel.
 *
 * Text fields keep their own undo. "This window" is the workspace's journal
 * since the window opened (undo-target.ts): the journal records writes, not
 * windows, so a change another window of the app sent since is offered too.
 */
import { Dialog } from 'radix-ui'
import { Suspense, useEffect, useState } from 'react'
import { Skeleton } from '@renderer/components/feedback'
import { useFocusReturn } from '@renderer/components/focus-return'
import { SectionBoundary } from '@renderer/components/SectionBoundary'
import { useIsMac } from '@renderer/hooks/use-app-info'
import { lazyPart } from '@renderer/lib/lazy-part'
import { usePaletteRequest } from '@renderer/palette/requests'
import { isUndoKey } from '@renderer/sections/history/undo-target'
import { anotherDialogIsOpen, isTypingTarget } from './shortcuts'
import { LOOKING, UndoHeader } from './undo-header'

const body = lazyPart(() => import('./UndoBody').then((m) => m.UndoBody))
const UndoBody = body.Part

/** Fetches the Undo dialog's code ahead of its first use; a failure is left for the dialog. */
export const preloadUndoBody = body.preload

/** When this window's page loaded: its writes are the journal's entries from then on. */
const OPENED_AT = new Date().toISOString()

export function WindowUndo({ workspaceId }: { workspaceId: string }) {
  const [open, setOpen] = useState(false)
  usePaletteRequest('undo', () => setOpen(true))
  const mac = useIsMac()
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent): void => {
      if (!isUndoKey(event, mac) || event.defaultPrevented) return
      if (isTypingTarget(event.target) || anotherDialogIsOpen()) return
      event.preventDefault()
      setOpen(true)
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [mac])
  const focusReturn = useFocusReturn()
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className="dialog dialog--small window-undo"
          {...focusReturn}
          data-testid="window-undo"
        >
          {open ? (
            <SectionBoundary title="Undo could not be opened">
              <Suspense
                fallback={
                  <>
                    <UndoHeader description={LOOKING} />
                    <Skeleton width="60%" />
                  </>
                }
              >
                <UndoBody
                  workspaceId={workspaceId}
                  openedAt={OPENED_AT}
                  onDone={() => setOpen(false)}
                />
              </Suspense>
            </SectionBoundary>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
