/**
 * The window's Undo: Ctrl+Z (Cmd+Z on a Mac) outside a text field offers the
 * last change this window sent that can still be reverted, with the sentence
 * of what the revert will send, then Revert or Cancel.
 *
 * Text fields keep their own undo. "This window" is the workspace's journal
 * since the window opened (undo-target.ts): the journal records writes, not
 * windows, so a change another window of the app sent since is offered too.
 */
import { useQuery } from '@tanstack/react-query'
import { Dialog } from 'radix-ui'
import { useEffect, useState } from 'react'
import type { JournalEntry } from '@shared/journal/entry'
import { Button } from '@renderer/components/Button'
import { Banner, Skeleton } from '@renderer/components/feedback'
import { useFocusReturn } from '@renderer/components/focus-return'
import { journalQueries } from '@renderer/data/journal'
import { useIsMac } from '@renderer/hooks/use-app-info'
import { errorData } from '@renderer/lib/errors'
import { usePaletteRequest } from '@renderer/palette/requests'
import { ConflictVersions } from '@renderer/sections/history/ConflictVersions'
import { cannotUndoText, entryTitle } from '@renderer/sections/history/entry-view'
import { isUndoKey, undoTarget } from '@renderer/sections/history/undo-target'
import { useRevert, useRevertPlan } from '@renderer/sections/history/use-revert'
import { anotherDialogIsOpen, isTypingTarget } from './shortcuts'

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
          {open ? <UndoBody workspaceId={workspaceId} onDone={() => setOpen(false)} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

function UndoBody({ workspaceId, onDone }: { workspaceId: string; onDone(): void }) {
  const recent = useQuery(journalQueries.list(workspaceId, { since: OPENED_AT }, 100))
  const target = recent.data ? undoTarget(recent.data.entries) : null
  return (
    <>
      <header className="dialog__header">
        <Dialog.Title className="dialog__title">Undo the last change</Dialog.Title>
        <Dialog.Description className="dialog__description">
          {recent.isPending
            ? 'Looking for the last change this window sent…'
            : target
              ? entryTitle(target)
              : 'Nothing to undo: no change this window sent can still be reverted.'}
        </Dialog.Description>
      </header>
      {recent.isPending ? <Skeleton width="60%" /> : null}
      {recent.isError ? <Banner tone="error">{errorData(recent.error).message}</Banner> : null}
      {target ? (
        <Plan workspaceId={workspaceId} entry={target} onDone={onDone} />
      ) : (
        <footer className="dialog__footer">
          <Dialog.Close asChild>
            <Button variant="primary">Close</Button>
          </Dialog.Close>
        </footer>
      )}
    </>
  )
}

function Plan({
  workspaceId,
  entry,
  onDone,
}: {
  workspaceId: string
  entry: JournalEntry
  onDone(): void
}) {
  const plan = useRevertPlan(workspaceId, entry)
  const [problem, setProblem] = useState<string | null>(null)
  const revert = useRevert(workspaceId, setProblem)
  const data = plan.data
  const send = (overrideConflict: boolean): void =>
    revert.mutate(
      { entryId: entry.id, overrideConflict },
      { onSuccess: (result) => (result.outcome.status === 'applied' ? onDone() : undefined) },
    )
  return (
    <div className="dialog__body">
      {plan.isPending ? <Skeleton width="70%" /> : null}
      {plan.isError ? <Banner tone="error">{errorData(plan.error).message}</Banner> : null}
      {data?.kind === 'impossible' ? (
        <p data-testid="revert-impossible">{cannotUndoText(data.why)}</p>
      ) : null}
      {data && data.kind !== 'impossible' ? (
        <p data-testid="revert-sentence">{data.sentence}</p>
      ) : null}
      {data?.kind === 'conflict' ? (
        <>
          <p className="muted">It has changed since: reverting replaces the values it has now.</p>
          <ConflictVersions versions={data.versions} nowFrom={data.nowFrom} />
        </>
      ) : null}
      {data && data.kind !== 'impossible' && data.unchecked ? (
        <p className="muted" data-testid="revert-unchecked">
          {data.unchecked}
        </p>
      ) : null}
      {problem ? <Banner tone="warning">{problem}</Banner> : null}
      <footer className="dialog__footer">
        <Dialog.Close asChild>
          <Button>{data?.kind === 'conflict' ? 'Keep as is' : 'Cancel'}</Button>
        </Dialog.Close>
        {data && data.kind !== 'impossible' ? (
          <Button
            variant={data.kind === 'conflict' || data.unchecked ? 'danger' : 'primary'}
            busy={revert.isPending}
            onClick={() => send(data.kind === 'conflict')}
          >
            {data.kind === 'conflict'
              ? 'Revert anyway'
              : data.unchecked
                ? 'Revert and replace'
                : 'Revert'}
          </Button>
        ) : null}
      </footer>
    </div>
  )
}
