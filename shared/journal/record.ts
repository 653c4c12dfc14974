/**
 * What a write was, before and after: the pure parts of recording it.
 *
 * Main gathers what it knew (the catalog's last known state, the journal's
 * earlier entries, a speaker read just before) and what the service
 * answered; these functions turn them into the entry's change and outcome.
 */
import type { AppErrorData } from '@shared/app-error'
import type { CatalogEntry } from '@shared/ipc/channels/catalog'
import { ownRecord, ownValue } from '@shared/own-record'
import { baselineFromState } from '@shared/sessions/session-form'
import type { JournalChange, JournalEntry, JournalOutcome, Picture } from './entry'

type Known<T> = { known: true; since: string; value: T } | { known: false }
const NOT_KNOWN = { known: false } as const

/**
 * A session's values by the names of the update body's fields (the service
 * answers `location: [{ locationId }]` to a `locationId` sent).
 *
 * Undefined where the state says nothing of that field.
 */
export function sessionFieldValue(state: Record<string, unknown> | null, field: string): unknown {
  if (!state) return undefined
  if (field === 'availableSpots') {
    const spots = ownValue(state, 'availableSpots')
    return typeof spots === 'number' ? spots : undefined
  }
  const baseline = baselineFromState(state) as unknown as Record<string, unknown>
  if (Object.hasOwn(baseline, field)) return baseline[field] ?? undefined
  return ownValue(state, field)
}

/** Each sent field's value as the catalog last knew it, since it last saw the session. */
export function sessionBefore(
  sent: Record<string, unknown>,
  entry: CatalogEntry | undefined,
): Record<string, Known<unknown>> {
  const before = ownRecord<Known<unknown>>()
  for (const field of Object.keys(sent)) {
    const value = entry?.seenAt ? sessionFieldValue(entry.state, field) : undefined
    before[field] =
      value === undefined || !entry?.seenAt
        ? NOT_KNOWN
        : { known: true, since: entry.seenAt, value }
  }
  return before
}

/** A location's last known record, known since the catalog last saw it. */
export function locationBefore(entry: CatalogEntry | undefined): Known<Record<string, unknown>> {
  if (!entry?.seenAt || !entry.state) return NOT_KNOWN
  return { known: true, since: entry.seenAt, value: { ...entry.state } }
}

/**
 * A sponsor's image before an upload: as this app last sent it, else as the
 * service was last read to hold it.
 *
 * An earlier entry of the same sponsor and type whose upload was applied
 * gives its address and kept bytes; without one, the catalog's copy of a
 * sponsor read back (its address only, no bytes) is the image before.
 */
export function sponsorBefore(
  earlier: readonly JournalEntry[],
  imageType: 'LOGO' | 'COVER',
  seen?: CatalogEntry,
): Known<Picture> {
  const last = earlier
    .filter(
      (e) =>
        e.change.operation === 'sponsor-image' &&
        e.change.imageType === imageType &&
        e.outcome.status === 'applied' &&
        e.change.after !== null,
    )
    .sort((a, b) => (a.at < b.at ? 1 : -1))[0]
  if (last?.change.operation === 'sponsor-image' && last.change.after) {
    return { known: true, since: last.at, value: last.change.after }
  }
  const url = seen?.state
    ? ownValue(seen.state, imageType === 'LOGO' ? 'logoUrl' : 'coverUrl')
    : undefined
  if (!seen?.seenAt || (typeof url !== 'string' && url !== null)) return NOT_KNOWN
  return { known: true, since: seen.seenAt, value: { url, bytes: null } }
}

export const APPLIED: JournalOutcome = { status: 'applied', sentence: null, settledAt: null }
export const PENDING: JournalOutcome = { status: 'pending', sentence: null, settledAt: null }

const CANCELLED_UNANSWERED =
  'This change was cancelled after it was sent and before its answer came: it may have been applied.'

const CLOSED_UNANSWERED =
  'Stagehand stopped after sending this change and before its answer came: it may have been applied.'

/**
 * A pending entry left over from a run that stopped (a crash, a kill, a power cut).
 *
 * The request had left, so it may have been applied: the entry becomes
 * uncertain, which a Check settles where the resource can be read (a speaker).
 * Null when the entry is not pending.
 */
export function settledAfterStop(entry: JournalEntry): JournalEntry | null {
  if (entry.outcome.status !== 'pending') return null
  const check =
    entry.change.operation === 'speaker-picture' ? ' Check the speaker to find out.' : ''
  return {
    ...entry,
    // Left unsettled: a Check of the speaker still settles it.
    outcome: { status: 'uncertain', sentence: `${CLOSED_UNANSWERED}${check}`, settledAt: null },
  }
}

/**
 * The outcome of a write whose intent was recorded: as `outcomeOfError`; a write
 * cancelled on its way may have been applied; a failure that says nothing
 * reached the service is a refusal in its own words.
 */
export function outcomeAfterIntent(error: AppErrorData): JournalOutcome {
  // Cancelled once it was on its way: nothing says whether the service took it.
  if (error.kind === 'cancelled')
    return { status: 'uncertain', sentence: CANCELLED_UNANSWERED, settledAt: null }
  return outcomeOfError(error) ?? { status: 'refused', sentence: error.message, settledAt: null }
}

/**
 * What a failed write's error says of it; null when it was never sent.
 *
 * A write whose answer was lost may have been applied; an answer of the
 * service (an error status, or an answer of the wrong shape to a write that
 * was received) is a refusal or an uncertainty. A local refusal (a precheck,
 * the quota guard, a request that never reached the service) sent nothing.
 */
export function outcomeOfError(error: AppErrorData): JournalOutcome | null {
  if (error.mayHaveApplied) return { status: 'uncertain', sentence: error.message, settledAt: null }
  if (error.kind === 'invalid-response') {
    return { status: 'uncertain', sentence: error.message, settledAt: null }
  }
  if (error.kind === 'http' && error.status !== undefined) {
    return { status: 'refused', sentence: error.message, settledAt: null }
  }
  return null
}

/** The change of a session update as sent and answered. */
export function sessionChange(
  sent: Record<string, unknown>,
  entry: CatalogEntry | undefined,
  answer: Record<string, unknown> | null,
): Extract<JournalChange, { operation: 'session-update' }> {
  return { operation: 'session-update', sent, before: sessionBefore(sent, entry), after: answer }
}
