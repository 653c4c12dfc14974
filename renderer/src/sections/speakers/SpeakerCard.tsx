/**
 * One speaker of the catalog as a card.
 *
 * Picture (or initials), name, designation, company, headline and speaker
 * order; a not-found ID or a failed read says so on the card. The card is
 * focusable: Enter opens the speaker, Delete removes it from the catalog (with
 * undo), and a picture pasted there replaces the speaker's.
 *
 * A slow read of the speaker shows the waiting cue
 * (components/waiting/WaitingCue) with Cancel, then Try again.
 */
import { useRef, type ClipboardEvent, type ReactNode } from 'react'
import type { AppErrorData } from '@shared/errors'
import { Badge } from '@renderer/components/feedback'
import { Button } from '@renderer/components/Button'
import { ImageDropZone } from '@renderer/components/image-drop/ImageDropZone'
import { useWaitingRead, type WaitingRead } from '@renderer/components/waiting/use-waiting-read'
import { cueShown } from '@renderer/components/waiting/waiting-cue'
import { WaitingCue } from '@renderer/components/waiting/WaitingCue'
import { queryKeys } from '@renderer/data/query-keys'
import { usePicture } from '@renderer/hooks/use-picture'
import { InlineLabel } from '@renderer/catalog/InlineLabel'
import { CopyLinkButton } from '@renderer/links/CopyLinkButton'
import { RecentChanges } from '../history/RecentChanges'
import { initials, type SpeakerView } from './speaker-view'

export interface SpeakerCardProps {
  view: SpeakerView
  /** Where a new picture dropped on the card is uploaded. */
  uploadScope: { workspaceId: string; eventId: string }
  error: AppErrorData | null
  loading: boolean
  onOpen(): void
  onRemove(): void
  onRetry(): void
  onLabel(label: string | null): void
}

/** The picture, or the initials where there is none (or it is still loading). */
export function SpeakerPicture({ view }: { view: SpeakerView }) {
  // Fetched by main and shown from a blob: URL: the CSP allows no remote image source.
  const picture = usePicture(view.speaker?.profile?.picUrl)
  return picture ? (
    <img className="speaker-card__img" src={picture} alt="" />
  ) : (
    <span className="speaker-card__initials" aria-hidden="true">
      {initials(view)}
    </span>
  )
}

export function SpeakerCard({
  view,
  uploadScope,
  error,
  loading,
  onOpen,
  onRemove,
  onRetry,
  onLabel,
}: SpeakerCardProps) {
  const p = view.speaker?.profile
  const notFound = view.status === 'not-found'
  // Ctrl+V on the focused card pastes its picture, as on the picture itself.
  const pastePicture = useRef<((event: ClipboardEvent) => void) | null>(null)
  const { workspaceId, eventId } = uploadScope
  const waiting = useWaitingRead(queryKeys.speaker(workspaceId, eventId, view.id), loading)
  return (
    <article
      className={notFound || error ? 'speaker-card speaker-card--problem' : 'speaker-card'}
      aria-label={view.name}
      data-testid="speaker-card"
      data-speaker-id={view.id}
      data-status={view.status}
      tabIndex={0}
      onClick={onOpen}
      onPaste={(event) => {
        // The card itself: a paste in its label field or on one of its buttons is theirs.
        if (event.target === event.currentTarget) pastePicture.current?.(event)
      }}
      onKeyDown={(event) => {
        if (event.target !== event.currentTarget) return
        if (event.key === 'Enter') {
          event.preventDefault()
          onOpen()
        } else if (event.key === 'Delete' || event.key === 'Backspace') {
          event.preventDefault()
          // Keyboard users keep their place: the next card (or the one before) takes the focus.
          const card = event.currentTarget
          const neighbour = (card.nextElementSibling ??
            card.previousElementSibling) as HTMLElement | null
          onRemove()
          neighbour?.focus()
        }
      }}
    >
      {/*
        PICTURE SLOT: the card's picture area. A drop zone for replacing the
        picture wraps this element (and only this element); keep its size and
        testid when changing it.
      */}
      <ImageDropZone
        compact
        // Several photos or a folder dropped here go to the panel's bulk review.
        passManyFiles
        pasteRef={pastePicture}
        shape="portrait"
        upload={{ ...uploadScope, target: 'speaker-picture', id: view.id }}
        label={`Picture of ${view.name}`}
        currentUrl={view.speaker?.profile?.picUrl ?? null}
        renderFace={(picture) => (
          <div className="speaker-card__picture" data-testid="speaker-picture">
            {picture ? (
              <img className="speaker-card__img" src={picture} alt="" />
            ) : (
              <SpeakerPicture view={view} />
            )}
            {/* Said on hover and focus: the picture takes a dropped photo (its name says so too). */}
            <span className="speaker-card__drop-hint" aria-hidden="true">
              Drop a photo
            </span>
          </div>
        )}
      />
      <div className="speaker-card__body">
        <header className="speaker-card__header">
          <h3 className="speaker-card__name">{view.name}</h3>
          {view.speaker?.speakerOrder !== undefined && view.speaker.speakerOrder !== null ? (
            <Badge title="Speaker order" data-testid="speaker-order">
              #{view.speaker.speakerOrder}
            </Badge>
          ) : null}
        </header>
        {p?.designation || p?.company ? (
          <p className="speaker-card__role">
            {[p.designation, p.company].filter(Boolean).join(' · ')}
          </p>
        ) : null}
        {p?.headline ? <p className="speaker-card__headline">{p.headline}</p> : null}
        <Problem
          view={view}
          error={error}
          loading={loading}
          waiting={waiting}
          onRetry={onRetry}
          onRemove={onRemove}
        />
        <RecentChanges {...uploadScope} kind="speaker" id={view.id} name={view.name} />
        <footer className="speaker-card__footer">
          <InlineLabel
            label={view.label}
            name={view.name}
            onSave={onLabel}
            // The demo's labels are the speakers' names: no need to say it twice.
            compact={view.label !== null && view.label === view.name}
          />
          <CopyLinkButton
            place={{ workspaceId, eventId, kind: 'speaker', id: view.id }}
            name={view.name}
          />
        </footer>
      </div>
    </article>
  )
}

function Problem({
  view,
  error,
  loading,
  waiting,
  onRetry,
  onRemove,
}: {
  view: SpeakerView
  error: AppErrorData | null
  loading: boolean
  waiting: WaitingRead
  onRetry(): void
  onRemove(): void
}) {
  if (cueShown(waiting)) {
    return (
      // The card opens on a click: Cancel and Try again are the cue's own.
      <div className="speaker-card__waiting" onClick={(event) => event.stopPropagation()}>
        <WaitingCue waiting={waiting} onTryAgain={onRetry} />
      </div>
    )
  }
  let text: ReactNode = null
  if (view.status === 'not-found') {
    text = (
      <>
        <strong>Not found.</strong>{' '}
        {error?.message ?? 'The service has no speaker with this ID in this event.'}
      </>
    )
  } else if (error) text = error.message
  else if (loading && !view.speaker) return <p className="speaker-card__muted">Reading…</p>
  else if (!view.speaker && view.name !== view.id)
    return <p className="speaker-card__muted mono">{view.id}</p>
  if (!text) return null
  return (
    <div className="speaker-card__problem" data-testid="speaker-card-problem" role="status">
      <p>{text}</p>
      {view.name !== view.id ? <p className="mono speaker-card__id">{view.id}</p> : null}
      <div className="speaker-card__actions">
        <Button
          size="sm"
          busy={loading}
          onClick={(event) => {
            event.stopPropagation()
            onRetry()
          }}
        >
          Check again
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={(event) => {
            event.stopPropagation()
            onRemove()
          }}
        >
          Remove
        </Button>
      </div>
    </div>
  )
}
