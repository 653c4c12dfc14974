/**
 * The whole speaker in a side panel: picture, name and role, bio (sanitised
 * HTML), social links (opened in the browser, https only), sessions (each
 * a link to the session editor, with its title where the catalog knows it),
 * external reference, picture URL and what the catalog knows (label, where
 * it came from, when last seen).
 */
import { Dialog } from 'radix-ui'
import { Badge } from '@renderer/components/feedback'
import { Button } from '@renderer/components/Button'
import {
  DetailField,
  DetailSection,
  PlainFields,
  SocialLinks,
  shown,
} from '@renderer/components/details'
import { useFocusReturn } from '@renderer/components/focus-return'
import { InlineLabel } from '@renderer/catalog/InlineLabel'
import { useCatalog } from '@renderer/catalog/use-catalog'
import { useActiveWorkspace } from '@renderer/hooks/use-workspaces'
import { sessionHref } from '../sessions/session-route'
import { SafeHtml } from '@renderer/components/SafeHtml'
import { SpeakerPicture } from './SpeakerCard'
import '../attendees/attendee-panels.css'
import type { SpeakerView } from './speaker-view'

const ORIGINS = { entered: 'entered by hand', imported: 'imported', response: 'met in an answer' }

export function SpeakerDetail({
  view,
  onClose,
  onLabel,
}: {
  view: SpeakerView | null
  onClose(): void
  onLabel(label: string | null): void
}) {
  const focusReturn = useFocusReturn()
  return (
    <Dialog.Root open={view !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="sheet-overlay" />
        <Dialog.Content
          className="sheet"
          data-testid="speaker-details"
          aria-describedby={undefined}
          tabIndex={-1}
          // The panel itself takes the focus: its first control is the label
          // field at the bottom, and focusing it would scroll past the speaker.
          onCloseAutoFocus={focusReturn.onCloseAutoFocus}
          onOpenAutoFocus={(event) => {
            focusReturn.onOpenAutoFocus()
            event.preventDefault()
            ;(event.currentTarget as HTMLElement | null)?.focus()
          }}
        >
          {view ? <Details view={view} onLabel={onLabel} /> : null}
          <footer className="sheet__footer">
            <Dialog.Close asChild>
              <Button>Close</Button>
            </Dialog.Close>
          </footer>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

function Details({ view, onLabel }: { view: SpeakerView; onLabel(label: string | null): void }) {
  const s = view.speaker
  const p = s?.profile ?? {}
  const links = s?.socialLinks ?? {}
  const sessions = s?.sessions ?? []
  return (
    <div className="details speaker-details">
      <header className="details__header">
        <div className="speaker-details__picture">
          <SpeakerPicture view={view} />
        </div>
        <div>
          <Dialog.Title className="details__title">{view.name}</Dialog.Title>
          <p className="details__subtitle">
            {[p.designation, p.company].filter(Boolean).join(' · ')}
          </p>
        </div>
        {view.status === 'not-found' ? <Badge tone="warning">Not found</Badge> : null}
        {s?.speakerOrder !== undefined && s.speakerOrder !== null ? (
          <Badge tone="accent">Order {s.speakerOrder}</Badge>
        ) : null}
      </header>
      {!s ? (
        <p className="muted">
          {view.status === 'not-found'
            ? 'The service has no speaker with this ID in this event: nothing more is known.'
            : 'Not read from the service yet.'}
        </p>
      ) : null}
      <DetailSection title="Profile">
        <dl className="details__list">
          <PlainFields
            rows={[
              ['First name', p.firstName],
              ['Last name', p.lastName],
              ['Designation', p.designation],
              ['Company', p.company],
              ['Headline', p.headline],
            ]}
          />
          <DetailField label="Bio">
            <SafeHtml html={p.bio ?? ''} className="details__html" />
          </DetailField>
        </dl>
      </DetailSection>
      <SocialLinks
        links={[
          ['LinkedIn', links.linkedInProfile],
          ['Twitter', links.twitterProfile],
          ['Facebook', links.facebookProfile],
          ['Website', links.websiteUrl],
        ]}
      />
      <DetailSection title="Sessions">
        {sessions.length === 0 ? (
          <p className="muted">None known</p>
        ) : (
          <SessionLinks ids={sessions.map((session) => session.sessionId)} />
        )}
      </DetailSection>
      <DetailSection title="Record">
        <dl className="details__list">
          <DetailField label="Speaker ID">
            <span className="mono">{view.id}</span>
          </DetailField>
          <DetailField label="External reference">
            <span className="mono">{shown(s?.externalRefId)}</span>
          </DetailField>
          <DetailField label="Picture URL">
            <span className="mono speaker-details__url">{shown(p.picUrl)}</span>
          </DetailField>
          <DetailField label="Label">
            <InlineLabel label={view.label} name={view.name} onSave={onLabel} />
          </DetailField>
          <DetailField label="In the catalog">{ORIGINS[view.origin]}</DetailField>
          <DetailField label="Last seen">
            {view.seenAt ? (
              <time dateTime={view.seenAt}>{new Date(view.seenAt).toLocaleString()}</time>
            ) : (
              <span className="muted">never confirmed</span>
            )}
          </DetailField>
        </dl>
      </DetailSection>
    </div>
  )
}

/** The speaker's sessions, each opening the session editor; titles from the catalog where known. */
function SessionLinks({ ids }: { ids: string[] }) {
  const workspace = useActiveWorkspace()
  const catalog = useCatalog({
    workspaceId: workspace?.id ?? '',
    eventId: workspace?.eventId ?? '',
    kind: 'session',
  })
  const titles = new Map(
    catalog.entries.map((e) => {
      const title = typeof e.state?.title === 'string' ? e.state.title : null
      return [e.id, e.label ?? title] as const
    }),
  )
  return (
    <ul className="details__items" data-testid="speaker-sessions">
      {ids.map((id) => {
        const title = titles.get(id)
        return (
          <li key={id}>
            <a className="link" href={sessionHref(id)}>
              {title ?? <span className="mono">{id}</span>}
            </a>
            {title ? <span className="mono speaker-details__session-id"> {id}</span> : null}
          </li>
        )
      })}
    </ul>
  )
}
