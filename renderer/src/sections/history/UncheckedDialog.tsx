/**
 * Asks before a revert that cannot check for changes made elsewhere.
 *
 * A resource the service cannot read back (a session, a sponsor) is compared
 * only with Stagehand's own last copy; the dialog says so and what the
 * revert will replace, then Revert and replace or Keep as is.
 */
import { RevertAsk } from './RevertAsk'

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
  return (
    <RevertAsk
      open={unchecked !== null}
      title="Revert without checking for changes made elsewhere?"
      description={`${unchecked ?? ''} Keep as is sends nothing.`}
      revertLabel="Revert and replace"
      busy={busy}
      onKeep={onKeep}
      onRevert={onRevert}
    />
  )
}
