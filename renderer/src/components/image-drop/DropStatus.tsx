/**
 * What a drop zone says.
 *
 * The verdict while dragging (over the picture), and below it the instant and
 * deep verdicts, the upload's progress and any problem, each with an icon and
 * words (never colour alone), in a live region so they are announced. A file's
 * bytes sent show in a bar outside that region; the region says them only every
 * quarter.
 */
import type { ReactNode } from 'react'
import { VerdictIcon, type VerdictTone } from '../verdict'
import { ByteProgressBar, progressAnnouncement } from '../upload-progress/ByteProgressBar'
import type { ByteProgress } from '../upload-progress/byte-progress'
import type { DragVerdict } from './drag-verdict'
import type { InstantVerdict } from './instant-verdict'
import type { DropFlow } from './use-drop-flow'
import { tooLargeToShow } from './previewable'

const DRAG_TONES: Record<DragVerdict['state'], VerdictTone> = {
  accept: 'ok',
  convert: 'convert',
  checking: 'checking',
  refuse: 'refused',
}

const FILE_TONES: Record<InstantVerdict['state'], VerdictTone> = {
  ok: 'ok',
  convert: 'convert',
  refuse: 'refused',
}

/** The instant verdict in words, after the file's facts. */
const FILE_WORDS: Record<InstantVerdict['state'], string> = {
  ok: 'looks right',
  convert: 'not usable as it is, can be converted',
  refuse: 'refused',
}

export const DRAG_WORDS: Record<DragVerdict['state'], string> = {
  accept: 'Will be taken',
  convert: 'Can be converted',
  checking: 'Checking…',
  refuse: 'Will not be taken',
}

export function DragOverlay({ verdict }: { verdict: DragVerdict }) {
  return (
    <span className="image-drop__overlay" data-testid="image-drop-drag">
      <span className="image-drop__overlay-title">
        <VerdictIcon tone={DRAG_TONES[verdict.state]} /> {DRAG_WORDS[verdict.state]}
      </span>
      <span className="image-drop__overlay-text">{verdict.message}</span>
    </span>
  )
}

const STEPS = ['Checking', 'Uploading', 'Done'] as const

/** `checked`: a lost answer, found applied; `tooLarge`: the picture is not drawn here. */
function doneWords(checked: boolean, tooLarge: boolean): string {
  const shown = tooLarge ? 'it is too large to show here' : 'it is shown'
  return checked
    ? `The new picture was applied: the service has it, and ${shown}.`
    : `Uploaded: the service has the new picture, and ${shown}.`
}

function stepOf(flow: DropFlow): number {
  if (flow.phase === 'checking') return 1
  if (flow.phase === 'uploading') return 2
  if (flow.phase === 'done') return 3
  return 0
}

function Line({ tone, icon, children }: { tone: string; icon: VerdictTone; children: ReactNode }) {
  return (
    <p className={`image-drop__line image-drop__line--${tone}`}>
      <span className="image-drop__icon">
        <VerdictIcon tone={icon} />
      </span>
      <span>{children}</span>
    </p>
  )
}

export function DropStatus({
  flow,
  id,
  label,
  sent,
}: {
  flow: DropFlow
  id: string
  /** What the picture is ("Picture of Ada Lovelace"): names the bar of bytes sent. */
  label: string
  sent: ByteProgress | undefined
}) {
  const step = stepOf(flow)
  // An address is fetched by the service: only a file's bytes are counted on their way.
  const sendingFile = flow.phase === 'uploading' && flow.file !== null
  const file = 'file' in flow ? flow.file : null
  const tooLarge = file !== null && tooLargeToShow(file)
  const zoneProblem =
    flow.phase === 'refused'
      ? flow.message
      : flow.phase === 'failed' && flow.problem.where === 'zone'
        ? flow.problem.sentence
        : null
  return (
    <div className="image-drop__status">
      <div id={id} role="status" aria-live="polite" data-testid="image-drop-status">
        {file ? (
          <Line tone="info" icon={FILE_TONES[file.verdict.state]}>
            {file.name}: {file.verdict.summary} ({FILE_WORDS[file.verdict.state]})
          </Line>
        ) : null}
        {file?.warnings?.map((warning) => (
          <Line key={warning} tone="warning" icon="warning">
            {warning}
          </Line>
        ))}
        {tooLarge && flow.phase !== 'done' ? (
          <Line tone="info" icon="warning">
            Not previewed here: showing this many pixels would take gigabytes of memory.
          </Line>
        ) : null}
        {flow.phase === 'checking' ? (
          <Line tone="info" icon="checking">
            Header fine; checking every pixel…
          </Line>
        ) : null}
        {flow.phase === 'converting' ? (
          <Line tone="info" icon="convert">
            Converting…
          </Line>
        ) : null}
        {zoneProblem ? (
          <p
            className="image-drop__line image-drop__line--refused"
            data-testid="image-drop-problem"
          >
            <span className="image-drop__icon">
              <VerdictIcon tone="refused" />
            </span>
            <span>Not uploaded: {zoneProblem}</span>
          </p>
        ) : null}
        {flow.phase === 'done' ? (
          <Line tone="done" icon="ok">
            {doneWords(flow.checked === true, tooLarge)}
          </Line>
        ) : null}
        {sendingFile ? <span className="visually-hidden">{progressAnnouncement(sent)}</span> : null}
        {/* While a file is sent, its bar of bytes below says more than the step. */}
        {step > 0 && !sendingFile ? (
          <div className="image-drop__progress">
            <progress
              max={STEPS.length}
              value={step}
              aria-label="Upload progress"
              aria-valuetext={STEPS[step - 1]}
            />
            <span>
              {STEPS[step - 1]}
              {step < 3 ? '…' : ''}
            </span>
          </div>
        ) : null}
      </div>
      {sendingFile ? (
        <ByteProgressBar
          progress={sent}
          label={`${label}: bytes sent`}
          className="image-drop__bytes"
        />
      ) : null}
      {/* A lost answer is told by UnsureUpload, with what can be done about it. */}
      {flow.phase === 'failed' && flow.problem.where === 'card' && !flow.problem.mayHaveApplied ? (
        <p className="image-drop__card-error" role="alert" data-testid="upload-error">
          <span className="image-drop__icon">
            <VerdictIcon tone="refused" />
          </span>
          <span>{flow.problem.sentence}</span>
        </p>
      ) : null}
    </div>
  )
}
