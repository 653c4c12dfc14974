/**
 * A picture's change, before and after side by side.
 *
 * The journal's kept bytes are shown where it has them (journal:picture);
 * otherwise the address the service served, fetched by main as every
 * picture of API data is (usePicture).
 */
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { JournalChange, Picture } from '@shared/journal/entry'
import { journalQueries } from '@renderer/data/journal'
import { usePicture } from '@renderer/hooks/use-picture'
import { objectUrls } from '@renderer/lib/object-urls'
import { knownText } from './entry-view'
import { formatInstant } from './zone-format'

type PictureChange = Extract<JournalChange, { operation: 'speaker-picture' | 'sponsor-image' }>

function useKeptPicture(workspaceId: string, picture: Picture | null): string | null {
  const sha256 = picture?.bytes && !picture.bytes.lostAt ? picture.bytes.sha256 : null
  const { data } = useQuery(journalQueries.picture(workspaceId, sha256))
  const fromUrl = usePicture(data ? null : (picture?.url ?? null))
  const kept = data ? objectUrls.urlOf(data) : null
  useEffect(() => (data ? objectUrls.hold(data) : undefined), [data])
  return kept ?? fromUrl
}

function Shown({
  workspaceId,
  picture,
  label,
  missing,
}: {
  workspaceId: string
  picture: Picture | null
  label: string
  missing: string
}) {
  const src = useKeptPicture(workspaceId, picture)
  return src ? (
    <img className="picture-pair__image" src={src} alt={label} data-testid="picture-pair-image" />
  ) : (
    <p className="picture-pair__missing muted">{missing}</p>
  )
}

export function PicturePair({
  workspaceId,
  change,
  subject,
}: {
  workspaceId: string
  change: PictureChange
  /** "picture", "logo", "cover image". */
  subject: string
}) {
  const before = change.before.known ? change.before.value : null
  const lost = [before, change.after].some((p) => p?.bytes?.lostAt)
  return (
    <div className="picture-pair" data-testid="picture-pair">
      <figure className="picture-pair__side">
        <figcaption className="picture-pair__caption">Before</figcaption>
        <Shown
          workspaceId={workspaceId}
          picture={before}
          label={`The ${subject} before the change`}
          missing={
            change.before.known ? `No ${subject} was kept` : `Stagehand had not seen the ${subject}`
          }
        />
        <p className="picture-pair__known muted">{knownText(change.before)}</p>
      </figure>
      <figure className="picture-pair__side">
        <figcaption className="picture-pair__caption">After</figcaption>
        <Shown
          workspaceId={workspaceId}
          picture={change.after}
          label={`The ${subject} after the change`}
          missing={change.after ? `No ${subject} was kept` : 'No answer came from the service'}
        />
      </figure>
      {lost ? (
        <p className="picture-pair__lost muted">
          Some of these bytes were removed to keep the journal’s pictures under their size cap
          {lostAtText(before, change.after)}.
        </p>
      ) : null}
    </div>
  )
}

function lostAtText(...pictures: (Picture | null)[]): string {
  const at = pictures.map((p) => p?.bytes?.lostAt).find((t) => t)
  return at ? ` on ${formatInstant(at)}` : ''
}
