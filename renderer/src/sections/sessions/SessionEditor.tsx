/**
 * The session editor.
 *
 * The service cannot read a session, so the form starts from what Stagehand
 * last saw of it (the catalog) and sends only the fields changed from that
 * (docs/api-decisions.md, "Session update"), after showing what will change. A
 * failed save keeps everything typed; the service's field errors land on their
 * fields. Unsaved edits are kept as a draft when a field is left, and offered
 * back on the next opening.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { useMemo, useState } from 'react'
import { FormProvider, useForm, useWatch } from 'react-hook-form'
import type { Session, SessionUpdate } from '@shared/api/schemas'
import type { CatalogEntry } from '@shared/ipc/channels/catalog'
import type { SessionDraft } from '@shared/ipc/channels/session-drafts'
import { sessionDiff } from '@shared/sessions/session-diff'
import {
  baselineFromState,
  baselineUnknown,
  formValuesFrom,
  sessionChanges,
  sessionFormSchema,
  type SessionBaseline,
  type SessionFormValues,
} from '@shared/sessions/session-form'
import { CopyLinkButton } from '@renderer/links/CopyLinkButton'
import { NotYetKnown } from '@renderer/links/NotYetKnown'
import { useCatalog } from '@renderer/catalog/use-catalog'
import { Button } from '@renderer/components/Button'
import { Banner, Skeleton } from '@renderer/components/feedback'
import { Field } from '@renderer/components/Field'
import { errorData } from '@renderer/lib/errors'
import { DraftOffer } from './DraftOffer'
import { LeaveGuard } from './LeaveGuard'
import { RecentChanges } from '../history/RecentChanges'
import { SavedSession } from './SavedSession'
import { SaveError } from './SaveError'
import { SaveReview } from './SaveReview'
import { isVirtual, placeFieldErrors } from './save-outcome'
import { DescriptionField } from './DescriptionField'
import { CapacityField, LocationField, ParentField, TitleField } from './SessionFields'
import { TagsField } from './TagsField'
import { TimeFields } from './TimeFields'
import { sessionHref } from './session-route'
import {
  useDiscardDraft,
  useSaveDraft,
  useSessionDraft,
  useSetTimeZone,
  useUpdateSession,
  type EventRef,
} from './use-session-editor'

export interface SessionEditorProps {
  eventRef: EventRef
  sessionId: string
  entry: CatalogEntry | null
  sessions: CatalogEntry[]
  locations: CatalogEntry[]
  zone: string
}

export function SessionEditor(props: SessionEditorProps) {
  const draft = useSessionDraft(props.eventRef, props.sessionId)
  if (draft.isPending) {
    return (
      <section className="section" aria-label="Sessions">
        <Skeleton width="50%" />
      </section>
    )
  }
  return <EditorForm {...props} draft={draft.data?.draft ?? null} />
}

const clock = (iso: string) => {
  const at = new Date(iso)
  const sameDay = at.toDateString() === new Date().toDateString()
  const time = at.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', hour12: false })
  return sameDay ? time : `${at.toLocaleDateString()} ${time}`
}

function EditorForm({
  eventRef,
  sessionId,
  entry,
  sessions,
  locations,
  zone,
  draft,
}: SessionEditorProps & { draft: SessionDraft | null }) {
  const [baseline, setBaseline] = useState<SessionBaseline>(() =>
    baselineFromState(entry?.state ?? null),
  )
  const schema = useMemo(() => sessionFormSchema(baseline), [baseline])
  const form = useForm<SessionFormValues>({
    resolver: zodResolver(schema),
    defaultValues: formValuesFrom(baseline, zone),
    mode: 'onChange',
  })
  const values = useWatch({ control: form.control }) as SessionFormValues
  const changes = useMemo(() => sessionChanges(baseline, values), [baseline, values])
  const changedCount = Object.keys(changes).length
  const hasChanges = changedCount > 0

  const [offer, setOffer] = useState<SessionDraft | null>(draft)
  const [review, setReview] = useState<SessionUpdate | null>(null)
  const [nothing, setNothing] = useState(false)
  const [saved, setSaved] = useState<{ session: Session; at: string } | null>(null)
  const [otherErrors, setOtherErrors] = useState<string[]>([])

  const storedDraft = useSessionDraft(eventRef, sessionId).data?.draft ?? null
  const saveDraft = useSaveDraft(eventRef, sessionId)
  const discardDraft = useDiscardDraft(eventRef, sessionId)
  const rememberZone = useSetTimeZone(eventRef)
  const update = useUpdateSession(eventRef, sessionId)
  const speakers = useCatalog({ ...eventRef, kind: 'speaker' })
  const sponsors = useCatalog({ ...eventRef, kind: 'sponsor' })

  const name = entry?.label ?? baseline.title ?? sessionId
  const lastKnown = saved?.session ?? entry?.state
  const remaining =
    typeof lastKnown?.remainingCapacity === 'number' ? lastKnown.remainingCapacity : null

  /** On leaving a field: the edit kept as a draft, or a kept draft dropped once the edit is undone. */
  function keepDraft(): void {
    // Not while the offered draft is unanswered: keeping now would overwrite it.
    if (offer !== null) return
    if (hasChanges) saveDraft.mutate(form.getValues())
    else if (storedDraft !== null) discardDraft.mutate()
  }

  const submit = form.handleSubmit((v) => {
    setSaved(null)
    const body = sessionChanges(baseline, v)
    setNothing(Object.keys(body).length === 0)
    if (Object.keys(body).length > 0) setReview(body)
  })

  function confirmSave(): void {
    if (review) send(review)
  }

  /**
   * After a lost answer: the same body once more (see SaveError).
   *
   * Edited since? Then what is typed now goes through the review, so the
   * answer's values never replace unsent edits.
   */
  function sendAgain(): void {
    const current = sessionChanges(baseline, form.getValues())
    if (JSON.stringify(current) === JSON.stringify(update.variables)) send(current)
    else if (Object.keys(current).length === 0) setNothing(true)
    else setReview(current)
  }

  /** Saves the body, keeping the form as typed when it fails. */
  function send(body: SessionUpdate): void {
    setOtherErrors([])
    update.mutate(body, {
      onSuccess: (session) => {
        const next = baselineFromState(session)
        setBaseline(next)
        form.reset(formValuesFrom(next, form.getValues('timeZone')))
        setSaved({ session, at: clock(new Date().toISOString()) })
        setReview(null)
        setOffer(null)
        discardDraft.mutate()
      },
      onError: (error) => {
        setReview(null)
        const placed = placeFieldErrors(errorData(error).fieldErrors)
        for (const { field, message } of placed.onFields)
          form.setError(field, { type: 'server', message }, { shouldFocus: true })
        setOtherErrors(placed.others)
      },
    })
  }

  return (
    <section className="section session-editor" aria-label="Sessions">
      <div className="section__header">
        <a className="link" href={sessionHref(null)}>
          ← All sessions
        </a>
        <h2 className="session-editor__title">{name}</h2>
        <code className="mono muted">{sessionId}</code>
        <span className="spacer" />
        <CopyLinkButton place={{ ...eventRef, kind: 'session', id: sessionId }} name={name} />
        <RecentChanges {...eventRef} kind="session" id={sessionId} name={name} />
      </div>
      {entry === null ? (
        <NotYetKnown scope={{ ...eventRef, kind: 'session' }} id={sessionId} />
      ) : null}
      {baselineUnknown(baseline) ? (
        <Banner tone="info" testId="session-unseen-note" title="Not yet seen">
          Stagehand has not read this session&apos;s values from the service (not every service
          offers that read). Fields you leave empty are left unchanged on the server.
        </Banner>
      ) : null}
      {offer ? (
        <DraftOffer
          savedAt={clock(offer.savedAt)}
          onRestore={() => {
            form.reset(offer.values, { keepDefaultValues: true })
            setOffer(null)
          }}
          onDiscard={() => discardDraft.mutate(undefined, { onSuccess: () => setOffer(null) })}
          discardError={discardDraft.isError ? errorData(discardDraft.error).message : null}
        />
      ) : null}
      {update.isError ? (
        <SaveError
          error={errorData(update.error)}
          otherErrors={otherErrors}
          sending={update.isPending}
          onSendAgain={update.variables ? sendAgain : null}
        />
      ) : null}
      {saveDraft.isError ? (
        <Banner tone="warning">
          The draft could not be kept: {errorData(saveDraft.error).message}
        </Banner>
      ) : null}
      {saved && !hasChanges ? (
        <SavedSession
          session={saved.session}
          savedAt={saved.at}
          speakers={speakers.entries}
          sponsors={sponsors.entries}
        />
      ) : null}
      <FormProvider {...form}>
        <form
          className="session-form"
          aria-label="Edit session"
          noValidate
          onSubmit={(e) => void submit(e)}
          onBlur={keepDraft}
        >
          <div className="session-form__main">
            <TitleField />
            <TimeFields onZoneChosen={(z) => rememberZone.mutate(z)} />
            <DescriptionField />
          </div>
          <div className="session-form__side">
            <LocationField locations={locations} />
            <CapacityField remaining={remaining} virtual={isVirtual(lastKnown)} />
            <Field
              label="External reference"
              error={form.formState.errors.externalRefId?.message}
              {...form.register('externalRefId')}
            />
            <ParentField sessions={sessions} sessionId={sessionId} baseline={baseline} />
            <TagsField />
          </div>
          <footer className="session-form__footer">
            {nothing ? (
              <span className="muted" data-testid="nothing-changed" role="status">
                Nothing changed: there is nothing to send.
              </span>
            ) : (
              <span className="muted">
                {changedCount === 0
                  ? 'No changes yet'
                  : `${changedCount} ${changedCount === 1 ? 'field' : 'fields'} changed`}
              </span>
            )}
            <span className="spacer" />
            <Button type="submit" variant="primary" busy={update.isPending}>
              Review and save…
            </Button>
          </footer>
        </form>
      </FormProvider>
      <SaveReview
        rows={review ? sessionDiff(baseline, review, values.timeZone) : null}
        saving={update.isPending}
        onConfirm={confirmSave}
        onCancel={() => setReview(null)}
      />
      <LeaveGuard
        active={hasChanges}
        onKeepDraft={() => saveDraft.mutateAsync(form.getValues())}
        onDiscard={() => discardDraft.mutateAsync()}
      />
    </section>
  )
}
