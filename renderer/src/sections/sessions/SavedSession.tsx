/**
 * The service's answer after a save: remaining capacity, and the speakers,
 * sponsors and location the session names, each a link to its panel (the
 * catalog now knows them too).
 */
import type { Session } from '@shared/api/schemas'
import type { CatalogEntry } from '@shared/ipc/channels/catalog'
import { sectionHref } from '@renderer/hooks/use-section-route'

function Links({
  testId,
  title,
  section,
  ids,
  known,
}: {
  testId: string
  title: string
  section: 'speakers' | 'sponsors' | 'locations'
  ids: { id: string; name: string | null }[]
  known: CatalogEntry[]
}) {
  return (
    <div className="saved-session__group" data-testid={testId}>
      <span className="field__label">{title}</span>
      {ids.length === 0 ? (
        <span className="muted">none</span>
      ) : (
        <ul className="saved-session__links">
          {ids.map(({ id, name }) => (
            <li key={id}>
              <a className="link" href={sectionHref(section)} title={id}>
                {known.find((e) => e.id === id)?.label ?? name ?? id}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

export function SavedSession({
  session,
  savedAt,
  speakers,
  sponsors,
}: {
  session: Session
  savedAt: string
  speakers: CatalogEntry[]
  sponsors: CatalogEntry[]
}) {
  const location = (session.location ?? []).filter((l) => l.locationId)
  return (
    <section className="saved-session" data-testid="saved-session" aria-label="Saved session">
      <p className="saved-session__title">
        Saved at {savedAt}. The form shows the session as the service returned it.
      </p>
      <div className="saved-session__grid">
        <div className="saved-session__group">
          <span className="field__label">Capacity</span>
          <span data-testid="saved-capacity">
            {session.remainingCapacity ?? '—'} of {session.totalCapacity ?? '—'} places left
          </span>
        </div>
        <Links
          testId="saved-speakers"
          title="Speakers"
          section="speakers"
          ids={(session.speakers ?? []).map((s) => ({ id: s.speakerId, name: null }))}
          known={speakers}
        />
        <Links
          testId="saved-sponsors"
          title="Sponsors"
          section="sponsors"
          ids={(session.sponsors ?? []).map((s) => ({ id: s.sponsorId, name: null }))}
          known={sponsors}
        />
        <Links
          testId="saved-location"
          title="Location"
          section="locations"
          ids={location.map((l) => ({ id: l.locationId!, name: l.locationName ?? null }))}
          known={[]}
        />
      </div>
    </section>
  )
}
