/**
 * The agenda import, step by step: open a spreadsheet, say what its columns
 * hold (when some were not matched), review, apply.
 *
 * Every choice (columns, rows and fields left out) is kept here while the
 * user goes back and forth; a new plan of the same file keeps the rows'
 * choices, since they are by row number.
 */
import type { DateOrder } from '@shared/agenda/date-order'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import type { AgendaPlan, ApplyStatus, ColumnChoice } from '@shared/agenda/model'
import { cx } from '@renderer/components/Button'
import {
  agendaMutations,
  agendaQueries,
  rememberApply,
  type EventRef,
  type SheetSource,
} from '@renderer/data/agenda'
import { errorData } from '@renderer/lib/errors'
import { agendaHref } from '../agenda-route'
import type { TimelineSession } from '../timeline-layout'
import { ApplyStep } from './ApplyStep'
import { ChooseSheet, type DroppedSheet } from './ChooseSheet'
import { ColumnMapping } from './ColumnMapping'
import { NO_CHOICES, applyChoices, type ReviewChoices } from '@shared/agenda/review-choices'
import type { KnownAgenda } from '@shared/agenda/review-conflicts'
import { ReviewStep } from './ReviewStep'
import { COMPUTER_ZONE } from '../../sessions/zones'

type Step = 'open' | 'columns' | 'review' | 'apply'
const STEPS: { id: Step; label: string }[] = [
  { id: 'open', label: 'Open' },
  { id: 'columns', label: 'Columns' },
  { id: 'review', label: 'Review' },
  { id: 'apply', label: 'Apply' },
]

/** True when a column was matched to nothing, or no column says which session a row sets. */
export function needsColumns(plan: AgendaPlan): boolean {
  const roles = plan.columns.map((c) => c.role)
  return (
    plan.columns.some((c) => c.by === 'none') ||
    (!roles.includes('sessionId') && !roles.includes('externalRefId'))
  )
}

export function AgendaImport({
  eventRef,
  sessions,
  knownAgenda,
  locationName,
  undo,
  dropped,
  resumed,
  onDone,
  onTemplate,
  templateBusy,
}: {
  eventRef: EventRef
  sessions: readonly TimelineSession[]
  /** The sessions as known now, for the conflict rules. */
  knownAgenda: KnownAgenda
  locationName: (id: string) => string | null
  /** The undo control for a finished import's batch (null when unavailable). */
  undo: (status: ApplyStatus) => ReactNode
  /** A sheet dropped on the timeline: opened at once. */
  dropped: DroppedSheet | null
  /** An unfinished apply resumed from the timeline: its progress is shown. */
  resumed: ApplyStatus | null
  onDone: () => void
  /** Saves the import's template (the sessions as the export writes them). */
  onTemplate: () => void
  templateBusy: boolean
}) {
  const [step, setStep] = useState<Step>(resumed ? 'apply' : 'open')
  const [plan, setPlan] = useState<AgendaPlan | null>(null)
  const [columns, setColumns] = useState<ColumnChoice[]>([])
  const [choices, setChoices] = useState<ReviewChoices>(NO_CHOICES)
  const client = useQueryClient()
  const [importId, setImportId] = useState<string | null>(resumed?.importId ?? null)
  const status = useQuery(agendaQueries.apply(eventRef, importId)).data ?? null
  const [error, setError] = useState<string | null>(null)
  const fail = (e: unknown) => setError(errorData(e).message)

  const open = useMutation({ ...agendaMutations.open(eventRef), onError: fail })
  const replan = useMutation({ ...agendaMutations.plan(eventRef), onError: fail })
  const stop = useMutation(agendaMutations.cancelOpen(eventRef))
  const apply = useMutation({ ...agendaMutations.apply(eventRef), onError: fail })
  const cancel = useMutation({ ...agendaMutations.cancel(eventRef.workspaceId), onError: fail })
  const resume = useMutation({ ...agendaMutations.resume(eventRef.workspaceId), onError: fail })

  const opened = (source: SheetSource) => {
    setError(null)
    open.mutate(
      { source },
      {
        onSuccess: (result) => {
          if (result.cancelled) return
          setPlan(result.plan)
          setColumns(result.plan.columns.map((c) => ({ header: c.header, role: c.role })))
          setChoices(NO_CHOICES)
          setStep(needsColumns(result.plan) ? 'columns' : 'review')
        },
      },
    )
  }
  const openedDrop = useRef<DroppedSheet | null>(null)
  // Once per drop, however often the screen renders.
  useEffect(() => {
    if (!dropped || openedDrop.current === dropped) return
    openedDrop.current = dropped
    opened({ kind: 'file', ...dropped })
  })

  const planAgain = (dateOrder?: DateOrder) => {
    if (!plan) return
    setError(null)
    replan.mutate(
      { importId: plan.importId, columns, ...(dateOrder ? { dateOrder } : {}) },
      {
        onSuccess: (next) => {
          setPlan(next)
          setStep('review')
        },
      },
    )
  }
  const started = (next: ApplyStatus) => rememberApply(client, next)
  const applyChosen = () => {
    if (!plan) return
    setError(null)
    apply.mutate(
      { importId: plan.importId, choices: applyChoices(plan, choices) },
      {
        onSuccess: (next) => {
          rememberApply(client, next)
          setImportId(next.importId)
          setStep('apply')
        },
      },
    )
  }

  return (
    <section className="section agenda-import" aria-label="Import an agenda">
      <div className="import-head">
        <a className="link" href={agendaHref('timeline')}>
          ← Agenda
        </a>
        <ol className="import-steps" aria-label="Steps">
          {STEPS.map((s, i) => (
            <li
              key={s.id}
              className={cx('import-steps__step', s.id === step && 'is-current')}
              aria-current={s.id === step ? 'step' : undefined}
            >
              <span className="import-steps__number">{i + 1}</span> {s.label}
            </li>
          ))}
        </ol>
      </div>
      {step === 'open' ? (
        <ChooseSheet
          busy={open.isPending}
          error={error}
          onDialog={() => opened({ kind: 'dialog' })}
          onDrop={(sheet) => opened({ kind: 'file', ...sheet })}
          onStop={() => stop.mutate()}
          onTemplate={onTemplate}
          templateBusy={templateBusy}
        />
      ) : null}
      {step === 'columns' && plan ? (
        <ColumnMapping
          columns={plan.columns}
          choices={columns}
          busy={replan.isPending}
          error={error}
          onChange={setColumns}
          onContinue={() => planAgain()}
          onBack={() => setStep('open')}
        />
      ) : null}
      {step === 'review' && plan ? (
        <ReviewStep
          eventRef={eventRef}
          plan={plan}
          choices={choices}
          sessions={sessions}
          known={knownAgenda}
          locationName={locationName}
          busy={apply.isPending}
          error={error}
          onChoices={setChoices}
          onBack={() => setStep('columns')}
          onApply={applyChosen}
          onDateOrder={planAgain}
          replanning={replan.isPending}
        />
      ) : null}
      {step === 'apply' && status ? (
        <ApplyStep
          status={status}
          busy={cancel.isPending || resume.isPending}
          error={error}
          undo={status.state === 'running' ? null : undo(status)}
          onCancel={() => cancel.mutate(status.importId, { onSuccess: started })}
          onResume={() => resume.mutate(status.importId, { onSuccess: started })}
          onSettleHeld={(action) => {
            const rows = status.rows.filter((r) => r.status === 'held').map((r) => r.row)
            resume.mutate({ importId: status.importId, [action]: rows }, { onSuccess: started })
          }}
          ctx={{ zone: plan?.timeZone ?? COMPUTER_ZONE, locationName }}
          onDone={onDone}
        />
      ) : null}
    </section>
  )
}
