/**
 * Everything one attendee carries, in a side panel: profile, social links,
 * ticket and add-ons, custom fields, disclaimers with consent, source and
 * UTM, status fields, roles, notification opt-outs and the record itself.
 * HTML from the API is sanitised (SafeHtml).
 * Selectors: getByRole('dialog', { name: <first and last name> }) with
 * data-testid="attendee-details"; sections are getByRole('region', { name })
 * ('Profile', 'Social links', 'Ticket', 'Custom fields', 'Disclaimers',
 * 'Source', 'Status', 'Notifications', 'Record'); 'Close' button; the
 * picture, when the attendee has one, is data-testid="attendee-avatar".
 */
import { Dialog } from 'radix-ui'
import type { ReactNode } from 'react'
import type { Attendee } from '../../../../shared/api/schemas'
import { isoUtc } from '../../../../shared/attendees/cell-format'
import { Badge } from '../../components/feedback'
import { Button } from '../../components/Button'
import { useFocusReturn } from '../../components/focus-return'
import { usePicture } from '../../hooks/use-picture'
import { ExternalLink, SafeHtml } from './SafeHtml'

type Value = string | number | boolean | null | undefined

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  )
}

const show = (v: Value) =>
  v === null || v === undefined || v === '' ? <span className="muted">—</span> : String(v)

function When({ value }: { value: string | null | undefined }) {
  if (!value) return <span className="muted">—</span>
  const date = new Date(value)
  return (
    <time dateTime={value} title={Number.isNaN(date.getTime()) ? undefined : date.toLocaleString()}>
      {isoUtc(value)}
    </time>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="details__section" aria-label={title}>
      <h3 className="details__heading">{title}</h3>
      {children}
    </section>
  )
}

export function fullName(a: Attendee): string {
  return (
    [a.profile?.firstName, a.profile?.lastName].filter(Boolean).join(' ') ||
    a.profile?.email ||
    a.id
  )
}

export function DetailPanel({ attendee, onClose }: { attendee: Attendee | null; onClose(): void }) {
  const focusReturn = useFocusReturn()
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
          {attendee ? <Details a={attendee} /> : null}
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
        {a.status ? <Badge tone="accent">{a.status}</Badge> : null}
      </header>
      <Section title="Profile">
        <dl className="details__list">
          <Field label="First name">{show(p.firstName)}</Field>
          <Field label="Last name">{show(p.lastName)}</Field>
          <Field label="Email">{show(p.email)}</Field>
          <Field label="Company">{show(p.company)}</Field>
          <Field label="Designation">{show(p.designation)}</Field>
          <Field label="Headline">{show(p.headline)}</Field>
          <Field label="Industry">{show(p.industry)}</Field>
          <Field label="Country">{show(p.country)}</Field>
          <Field label="Phone number">{show(p.phoneNumber)}</Field>
          <Field label="Picture URL">{show(p.profilePictureUrl)}</Field>
          <Field label="Bio">
            <SafeHtml html={p.bio ?? ''} className="details__html" />
          </Field>
        </dl>
      </Section>
      <Section title="Social links">
        <dl className="details__list">
          <Field label="LinkedIn">
            <ExternalLink href={s.linkedin} />
          </Field>
          <Field label="Twitter">
            <ExternalLink href={s.twitter} />
          </Field>
          <Field label="Instagram">
            <ExternalLink href={s.instagram} />
          </Field>
          <Field label="Facebook">
            <ExternalLink href={s.facebook} />
          </Field>
          <Field label="Website">
            <ExternalLink href={s.website} />
          </Field>
        </dl>
      </Section>
      <Section title="Ticket">
        <dl className="details__list">
          <Field label="Ticket">{show(t.ticketName)}</Field>
          <Field label="Ticket type ID">
            <span className="mono">{show(t.ticketTypeId)}</span>
          </Field>
          <Field label="Promo code">{show(t.promoCode)}</Field>
          <Field label="Add-ons">
            {(t.addOns ?? []).length === 0 ? (
              <span className="muted">None</span>
            ) : (
              <ul className="details__items">
                {(t.addOns ?? []).map((addOn, i) => (
                  <li key={addOn.id ?? i}>
                    {show(addOn.name)}
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
          </Field>
        </dl>
      </Section>
      <Section title="Custom fields">
        {(a.customFieldsData ?? []).length === 0 ? (
          <p className="muted">None</p>
        ) : (
          <dl className="details__list">
            {(a.customFieldsData ?? []).map((f) => (
              <Field key={f.fieldSlug} label={f.fieldSlug}>
                {show(f.value)}
              </Field>
            ))}
          </dl>
        )}
      </Section>
      <Section title="Disclaimers">
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
      </Section>
      <Section title="Source">
        <dl className="details__list">
          <Field label="Type">{show(src.type)}</Field>
          <Field label="Referrer">{show(src.referrer)}</Field>
          <Field label="UTM ID">{show(utm.id)}</Field>
          <Field label="UTM source">{show(utm.source)}</Field>
          <Field label="UTM medium">{show(utm.medium)}</Field>
          <Field label="UTM campaign">{show(utm.campaign)}</Field>
          <Field label="UTM term">{show(utm.term)}</Field>
          <Field label="UTM content">{show(utm.content)}</Field>
          {Object.entries(src.metadata ?? {}).map(([key, value]) => (
            <Field key={key} label={`Metadata · ${key}`}>
              {typeof value === 'string' ? show(value) : JSON.stringify(value)}
            </Field>
          ))}
        </dl>
      </Section>
      <Section title="Status">
        <dl className="details__list">
          <Field label="Status">{show(a.status)}</Field>
          <Field label="Status updated at">
            <When value={a.statusUpdatedAt} />
          </Field>
          <Field label="Status source">{show(a.statusSource)}</Field>
          <Field label="Roles">
            {(a.roles ?? []).join(', ') || <span className="muted">—</span>}
          </Field>
        </dl>
      </Section>
      <Section title="Notifications">
        {(a.unsubscribedNotificationDetails ?? []).length === 0 ? (
          <p className="muted">Subscribed to every category</p>
        ) : (
          <ul className="details__items">
            {(a.unsubscribedNotificationDetails ?? []).map((u, i) => (
              <li key={i}>
                Unsubscribed from {show(u.categoryName)}: {show(u.unsubscribeReason)}
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title="Record">
        <dl className="details__list">
          <Field label="Attendee ID">
            <span className="mono">{a.id}</span>
          </Field>
          <Field label="Event ID">
            <span className="mono">{show(a.eventId)}</span>
          </Field>
          <Field label="Confirmation code">
            <span className="mono">{show(a.confirmationCode)}</span>
          </Field>
          <Field label="QR code URL">{show(a.qrCodeImgUrl)}</Field>
          <Field label="Created at">
            <When value={a.createdAt} />
          </Field>
          <Field label="Created by">
            <span className="mono">{show(a.createdBy)}</span>
          </Field>
          <Field label="Updated at">
            <When value={a.updatedAt} />
          </Field>
          <Field label="Kind">{show(a.kind)}</Field>
          <Field label="URL">{show(a.url)}</Field>
        </dl>
      </Section>
    </div>
  )
}
