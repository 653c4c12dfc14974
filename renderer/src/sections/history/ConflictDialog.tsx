/**
 * Asks before a revert replaces values that changed since the entry: the
 * three versions side by side, then Revert anyway or Keep as is.
 */
import type { RevertPlan } from '@shared/ipc/channels/journal'
import { ConflictVersions } from './ConflictVersions'
import { RevertAsk } from './RevertAsk'
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
  return (
    <RevertAsk
      open={conflict !== null}
      className="conflict-dialog"
      title={`${capitalised(name)} has changed since then`}
      description={
        conflict ? (
          <>
            {conflict.sentence} Revert anyway puts back the{' '}
            {conflict.versions.some((v) => v.field === 'picture') ? 'picture' : 'values'} from
            before the change; Keep as is sends nothing.
          </>
        ) : null
      }
      revertLabel="Revert anyway"
      busy={busy}
      onKeep={onKeep}
      onRevert={onRevert}
      note={
        conflict?.unchecked ? (
          <p className="dialog__description" data-testid="revert-unchecked">
            {conflict.unchecked}
          </p>
        ) : null
      }
    >
      {conflict ? (
        <div className="dialog__body">
          <ConflictVersions versions={conflict.versions} nowFrom={conflict.nowFrom} />
        </div>
      ) : null}
    </RevertAsk>
  )
}
