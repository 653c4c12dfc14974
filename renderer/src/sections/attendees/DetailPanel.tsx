/**
 * Everything one attendee carries, in a side panel.
 *
 * Profile, social links, ticket and add-ons, custom fields, disclaimers with
 * consent, source and UTM, status fields, roles, notification opt-outs and the
 * record itself. HTML from the API is sanitised (SafeHtml). "Read again"
 * shows the attendee as the service holds them now, where it offers the read.
 */
import { Dialog } from 'radix-ui'
import type { Attendee } from '@shared/api/schemas'
import { codeWords, peopleTime } from '@shared/attendees/cell-format'
import { otherFields } from '@shared/attendees/other-fields'
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
import { usePicture } from '@renderer/hooks/use-picture'
import { SafeHtml } from '@renderer/components/SafeHtml'
import { CopyLinkButton } from '@renderer/links/CopyLinkButton'
import { ReadAgainButton, ReadAgainNote, type ReadAgainState } from './ReadAgain'

function When({ value }: { value: string | null | undefined }) {
  if (!value) return <span className="muted">—</span>
  const date = new Date(value)
  return (
    <time dateTime={value} title={Number.isNaN(date.getTime()) ? undefined : date.toLocaleString()}>
      {peopleTime(value)}
    </time>
  )
}

export function fullName(a: Attendee): string {
  return (
    [a.profile?.firstName, a.profile?.lastName].filter(Boolean).join(' ') ||
    a.profile?.email ||
    a.id
  )
}

export function DetailPanel({
  attendee,
  eventRef,
  readAgain,
  took,
  onClose,
}: {
  attendee: Attendee | null
  /** The attendee's workspace and event, for its stagehand:// link. */
  eventRef: { workspaceId: string; eventId: string }
  /** The read of this attendee ("Read again", or the opening by ID). */
  readAgain: ReadAgainState
  /** Which ID was taken from a pasted address or text, when the panel opened so. */
  took?: string | null
  onClose(): void
}) {
  const focusReturn = useFocusReturn()
  const shown = readAgain.shown
  return (
    <Dialog.Root open={attendee !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="sheet-overlay" />
        <Dialog.Content
          className="sheet"
          data-testid="attendee-details"
          aria-describedby={undefined}
          {...focusReturn}
        >
          {shown && took ? (
            <p className="sheet__note muted" data-testid="attendee-taken">
              {took}
            </p>
          ) : null}
          {shown ? <ReadAgainNote state={readAgain} /> : null}
          {shown ? <Details a={shown} /> : null}
          <footer className="sheet__footer">
            {shown ? <ReadAgainButton state={readAgain} /> : null}
            {shown ? (
              <CopyLinkButton
                place={{ ...eventRef, kind: 'attendee', id: shown.id }}
                name={fullName(shown)}
              />
            ) : null}
            <Dialog.Close asChild>
              <Button>Close</Button>
            </Dialog.Close>
          </footer>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

function Details({ a }: { a: Attendee }) {
  const p = a.profile ?? {}
  const s = a.socialLinks ?? {}
  const t = a.ticketDetails ?? {}
  const src = a.source ?? {}
  const utm = src.utmParams ?? {}
  // Fetched by main and shown from a blob: URL: the CSP allows no remote image source.
  const picture = usePicture(p.profilePictureUrl)
  return (
    <div className="details">
      <header className="details__header">
        {picture ? (
          <img className="details__avatar" src={picture} alt="" data-testid="attendee-avatar" />
        ) : null}
        <div>
          <Dialog.Title className="details__title">{fullName(a)}</Dialog.Title>
          <p className="details__subtitle">
            {[p.designation, p.company].filter(Boolean).join(' · ')}
          </p>
        </div>
        {a.status ? <Badge tone="accent">{codeWords(a.status)}</Badge> : null}
      </header>
      <DetailSection title="Profile">
        <dl className="details__list">
          <PlainFields
            rows={[
              ['First name', p.firstName],
              ['Last name', p.lastName],
              ['Email', p.email],
              ['Company', p.company],
              ['Designation', p.designation],
              ['Headline', p.headline],
              ['Industry', p.industry],
              ['Country', p.country],
              ['Phone number', p.phoneNumber],
              ['Picture URL', p.profilePictureUrl],
            ]}
          />
          <DetailField label="Bio">
            <SafeHtml html={p.bio ?? ''} className="details__html" />
          </DetailField>
        </dl>
      </DetailSection>
      <SocialLinks
        links={[
          ['LinkedIn', s.linkedin],
          ['Twitter', s.twitter],
          ['Instagram', s.instagram],
          ['Facebook', s.facebook],
          ['Website', s.website],
        ]}
      />
      <DetailSection title="Ticket">
        <dl className="details__list">
          <DetailField label="Ticket">{shown(t.ticketName)}</DetailField>
          <DetailField label="Ticket type ID">
            <span className="mono">{shown(t.ticketTypeId)}</span>
          </DetailField>
          <DetailField label="Promo code">{shown(t.promoCode)}</DetailField>
          <DetailField label="Add-ons">
            {(t.addOns ?? []).length === 0 ? (
              <span className="muted">None</span>
            ) : (
              <ul className="details__items">
                {(t.addOns ?? []).map((addOn, i) => (
                  <li key={addOn.id ?? i}>
                    {shown(addOn.name)}
                    {(addOn.sessions ?? []).length > 0 ? (
                      <span className="muted">
                        {' '}
                        — {(addOn.sessions ?? []).map((x) => x.name ?? x.id).join(', ')}
                      </span>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
          </DetailField>
        </dl>
      </DetailSection>
      <DetailSection title="Custom fields">
        {(a.customFieldsData ?? []).length === 0 ? (
          <p className="muted">None</p>
        ) : (
          <dl className="details__list">
            {(a.customFieldsData ?? []).map((f) => (
              <DetailField key={f.fieldSlug} label={f.fieldSlug}>
                {shown(f.value)}
              </DetailField>
            ))}
          </dl>
        )}
      </DetailSection>
      <DetailSection title="Disclaimers">
        {(a.disclaimers ?? []).length === 0 ? (
          <p className="muted">None</p>
        ) : (
          <ul className="details__disclaimers">
            {(a.disclaimers ?? []).map((d, i) => (
              <li key={d.id ?? i} data-disclaimer={d.slug ?? undefined}>
                <div className="details__consent">
                  <span className="mono">{d.slug ?? d.id}</span>
                  {d.consentGiven ? (
                    <Badge tone="success">Consent given</Badge>
                  ) : (
                    <Badge tone="warning">No consent</Badge>
                  )}
                </div>
                <SafeHtml html={d.text ?? ''} className="details__html" />
              </li>
            ))}
          </ul>
        )}
      </DetailSection>
      <DetailSection title="Source">
        <dl className="details__list">
          <DetailField label="Type">{shown(src.type)}</DetailField>
          <DetailField label="Referrer">{shown(src.referrer)}</DetailField>
          <DetailField label="UTM ID">{shown(utm.id)}</DetailField>
          <DetailField label="UTM source">{shown(utm.source)}</DetailField>
          <DetailField label="UTM medium">{shown(utm.medium)}</DetailField>
          <DetailField label="UTM campaign">{shown(utm.campaign)}</DetailField>
          <DetailField label="UTM term">{shown(utm.term)}</DetailField>
          <DetailField label="UTM content">{shown(utm.content)}</DetailField>
          {Object.entries(src.metadata ?? {}).map(([key, value]) => (
            <DetailField key={key} label={`Metadata · ${key}`}>
              {typeof value === 'string' ? shown(value) : JSON.stringify(value)}
            </DetailField>
          ))}
        </dl>
      </DetailSection>
      <DetailSection title="Status">
        <dl className="details__list">
          <DetailField label="Status">{shown(a.status && codeWords(a.status))}</DetailField>
          <DetailField label="Status updated at">
            <When value={a.statusUpdatedAt} />
          </DetailField>
          <DetailField label="Status source">
            {shown(a.statusSource && codeWords(a.statusSource))}
          </DetailField>
          <DetailField label="Roles">
            {(a.roles ?? []).map(codeWords).join(', ') || <span className="muted">—</span>}
          </DetailField>
        </dl>
      </DetailSection>
      <DetailSection title="Notifications">
        {(a.unsubscribedNotificationDetails ?? []).length === 0 ? (
          <p className="muted">Subscribed to every category</p>
        ) : (
          <ul className="details__items">
            {(a.unsubscribedNotificationDetails ?? []).map((u, i) => (
              <li key={i}>
                Unsubscribed from {shown(u.categoryName)}: {shown(u.unsubscribeReason)}
              </li>
            ))}
          </ul>
        )}
      </DetailSection>
      <DetailSection title="Record">
        <dl className="details__list">
          <DetailField label="Attendee ID">
            <span className="mono">{a.id}</span>
          </DetailField>
          <DetailField label="Event ID">
            <span className="mono">{shown(a.eventId)}</span>
          </DetailField>
          <DetailField label="Confirmation code">
            <span className="mono">{shown(a.confirmationCode)}</span>
          </DetailField>
          <DetailField label="QR code URL">{shown(a.qrCodeImgUrl)}</DetailField>
          <DetailField label="Created at">
            <When value={a.createdAt} />
          </DetailField>
          <DetailField label="Created by">
            <span className="mono">{shown(a.createdBy)}</span>
          </DetailField>
          <DetailField label="Updated at">
            <When value={a.updatedAt} />
          </DetailField>
          <DetailField label="Kind">{shown(a.kind)}</DetailField>
          <DetailField label="URL">{shown(a.url)}</DetailField>
        </dl>
      </DetailSection>
      <OtherFields a={a} />
    </div>
  )
}

/** Fields the service sent that Stagehand does not know: not columns, but not hidden either. */
function OtherFields({ a }: { a: Attendee }) {
  const fields = otherFields(a)
  if (fields.length === 0) return null
  return (
    <DetailSection title="Other fields from the service">
      <dl className="details__list">
        {fields.map(({ name, text }) => (
          <DetailField key={name} label={name}>
            <span className="mono">{shown(text)}</span>
          </DetailField>
        ))}
      </dl>
    </DetailSection>
  )
}
