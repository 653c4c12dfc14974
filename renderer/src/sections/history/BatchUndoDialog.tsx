/**
 * "Undo the whole batch": asks, shows the reverts' progress with Cancel,
 * then sums up what was undone, refused, uncertain and impossible (with why).
 */
import { Dialog } from 'radix-ui'
import { Button } from '@renderer/components/Button'
import { Banner } from '@renderer/components/feedback'
import { useFocusReturn } from '@renderer/components/focus-return'
import { ProgressBar } from '@renderer/components/ProgressBar'
import { progressPercent, progressText, summaryLines, summaryTitle } from './batch-words'
import { cannotUndoText } from './entry-view'
import { useBatchUndo } from './use-batch-undo'

export function BatchUndoDialog({
  workspaceId,
  batchId,
  size,
  open,
  onOpenChange,
}: {
  workspaceId: string
  batchId: string
  size: number
  open: boolean
  onOpenChange(open: boolean): void
}) {
  const focusReturn = useFocusReturn()
  const undo = useBatchUndo(workspaceId, batchId)
  const { stage } = undo
  const running = stage.stage === 'running'
  const progress = undo.progress ?? { done: 0, total: size, paused: false }
  const close = (next: boolean): void => {
    // A running undo is stopped with Cancel, not by closing its dialog.
    if (running) return
    if (!next) undo.reset()
    onOpenChange(next)
  }
  const title =
    stage.stage === 'done'
      ? summaryTitle(stage.summary)
      : stage.stage === 'stopped'
        ? 'Batch undo stopped'
        : `Undo the whole batch (${size} ${size === 1 ? 'change' : 'changes'})`
  return (
    <Dialog.Root open={open} onOpenChange={close}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className="dialog dialog--small batch-undo"
          {...focusReturn}
          data-testid="batch-undo"
        >
          <header className="dialog__header">
            <Dialog.Title className="dialog__title">{title}</Dialog.Title>
            <Dialog.Description className="dialog__description">
              {stage.stage === 'asking'
                ? 'Each change of the batch is reverted in turn, newest first. A change made since to the same field is replaced.'
                : 'Reverting the changes of one batch, sent together.'}
            </Dialog.Description>
          </header>
          {stage.stage === 'asking' ? null : (
            <div className="dialog__body">
              {running ? (
                <div className="batch-undo__progress">
                  <ProgressBar label="Batch undo progress" value={progressPercent(progress)} />
                  <p className="muted" data-testid="batch-undo-progress" aria-live="polite">
                    {progressText(progress)}
                  </p>
                </div>
              ) : null}
              {stage.stage === 'done' ? (
                <div data-testid="batch-undo-summary">
                  <ul className="batch-undo__lines">
                    {summaryLines(stage.summary).map((line) => (
                      <li key={line.key} data-line={line.key}>
                        {line.text}
                      </li>
                    ))}
                  </ul>
                  {stage.summary.impossible.length > 0 ? (
                    <ul className="batch-undo__why">
                      {stage.summary.impossible.map((item) => (
                        <li key={item.entryId}>{cannotUndoText(item.why)}</li>
                      ))}
                    </ul>
                  ) : null}
                </div>
              ) : null}
              {stage.stage === 'stopped' ? <Banner tone="warning">{stage.sentence}</Banner> : null}
            </div>
          )}
          <footer className="dialog__footer">
            {stage.stage === 'asking' ? (
              <>
                <Dialog.Close asChild>
                  <Button>Cancel</Button>
                </Dialog.Close>
                <Button variant="danger" onClick={undo.start}>
                  Undo the batch
                </Button>
              </>
            ) : running ? (
              <Button busy={undo.cancelling} onClick={undo.cancel}>
                Cancel
              </Button>
            ) : (
              <Dialog.Close asChild>
                <Button variant="primary">Close</Button>
              </Dialog.Close>
            )}
          </footer>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
