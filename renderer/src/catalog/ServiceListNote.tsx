/**
 * How reading an event's sessions or locations from the service went.
 *
 * A quiet line when the service listed them (how many, at what cost in
 * requests), the service's own sentence when it lists none or refused the
 * key, and an error with Try again when the reading failed. The technical
 * words are one click away under "Details".
 */
import { Button } from '@renderer/components/Button'
import { Banner } from '@renderer/components/feedback'
import { errorData } from '@renderer/lib/errors'
import type { ListedKind } from '@renderer/data/listings'
import type { ServiceList } from './use-service-list'
import './catalog.css'

const noun = (kind: ListedKind, n: number) =>
  kind === 'sessions' ? (n === 1 ? 'session' : 'sessions') : n === 1 ? 'location' : 'locations'

export function ServiceListNote({ kind, list }: { kind: ListedKind; list: ServiceList }) {
  const { listing, isReading, error } = list
  const testId = `${kind}-from-service`
  if (isReading) {
    return (
      <div className="muted service-list" data-testid={testId} role="status">
        Reading the event&apos;s {kind} from the service…
      </div>
    )
  }
  if (error) {
    return (
      <Banner
        tone="error"
        testId={testId}
        title={`The event's ${kind} could not be read from the service`}
        actions={
          <Button size="sm" onClick={list.refresh}>
            Try again
          </Button>
        }
      >
        {errorData(error).message}
      </Banner>
    )
  }
  if (!listing) return null
  if (listing.offered) {
    const { count, requests } = listing
    return (
      <div className="muted service-list" data-testid={testId} role="status">
        The service lists {count.toLocaleString('en-US')} {noun(kind, count)} for this event (read
        with {requests} {requests === 1 ? 'request' : 'requests'}).{' '}
        <Button size="sm" variant="ghost" onClick={list.refresh}>
          Read again
        </Button>
      </div>
    )
  }
  return (
    <div className="muted service-list" data-testid={testId} role="status">
      {listing.sentence}{' '}
      <Button size="sm" variant="ghost" onClick={list.refresh}>
        Ask the service again
      </Button>
      {listing.detail ? (
        <details className="service-list__details">
          <summary>Details</summary>
          {listing.detail}
        </details>
      ) : null}
    </div>
  )
}
