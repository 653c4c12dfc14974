/**
 * How a journal entry reads in History: its title, its outcome and when its
 * before-values were known.
 *
 * Pure, so the words are tested without a screen.
 */
import type { CatalogKind } from '@shared/ipc/channels/catalog'
import type { JournalEntry, JournalOutcome } from '@shared/journal/entry'
import { operationOf } from '@shared/journal/operations'
import { joinWords } from '@shared/journal/operations/operation'
import { fieldLabel } from '@shared/journal/operations/session-update'
import { formatInstant } from './zone-format'

export const KIND_LABEL: Record<CatalogKind, string> = {
  session: 'Session',
  speaker: 'Speaker',
  sponsor: 'Sponsor',
  location: 'Location',
}

export type OutcomeTone = 'success' | 'warning' | 'neutral'

export interface OutcomeView {
  label: string
  tone: OutcomeTone
  /** The sentence to show under the label: why it was refused, or what to check. */
  sentence: string | null
}

export { fieldLabel }

/** The resource as a person knows it: its name, or the start of its ID when none is known. */
export function resourceName(entry: Pick<JournalEntry, 'resource'>): string {
  const { name, id } = entry.resource
  if (name) return name
  // A UUID in full fills a line; its first eight characters tell sessions apart (the detail has it whole).
  return id.length > 12 ? `${id.slice(0, 8)}…` : id
}

/**
 * What the entry did, in a few words: "Title and Total capacity changed",
 * "Logo replaced"; a revert's "Title set back", "Picture put back". Its
 * operation says them (shared/journal/operations/).
 */
export const changeSummary = (
  entry: Pick<JournalEntry, 'change'> & { revertOf?: string | null },
): string => operationOf(entry.change).summary(entry.change, Boolean(entry.revertOf))

export { joinWords }

/** The entry's heading in the list: `Session “Opening”: Title changed`, a revert saying so. */
export function entryTitle(entry: Pick<JournalEntry, 'resource' | 'change' | 'revertOf'>): string {
  const what = `${KIND_LABEL[entry.resource.kind]} “${resourceName(entry)}”`
  const summary = changeSummary(entry)
  return entry.revertOf ? `${what}: ${summary} (a revert)` : `${what}: ${summary}`
}

export function outcomeView(outcome: JournalOutcome): OutcomeView {
  switch (outcome.status) {
    case 'applied':
      return {
        label: 'Applied',
        tone: 'success',
        sentence: outcome.settledAt ? 'A Check found the service had applied it.' : null,
      }
    case 'refused':
      return {
        label: 'Refused',
        tone: 'warning',
        sentence: outcome.sentence ?? 'The service refused it and changed nothing.',
      }
    case 'uncertain':
      return {
        label: 'May have been applied',
        tone: 'neutral',
        sentence:
          outcome.sentence ??
          'No answer came from the service: it may or may not have applied the change.',
      }
    case 'pending':
      return {
        label: 'Being sent',
        tone: 'neutral',
        sentence: 'Sent to the service; its answer has not come yet.',
      }
  }
}

/** When the value before the write was known: "Known since …", or that it was not known. */
export function knownText(known: { known: true; since: string } | { known: false }, zone?: string) {
  return known.known
    ? `Known since ${formatInstant(known.since, zone)}`
    : 'Not known: Stagehand had not seen this value before the change'
}

/** The resource in a sentence: `the session “Opening”`. */
export function resourcePhrase(entry: Pick<JournalEntry, 'resource'>): string {
  return `the ${entry.resource.kind} “${resourceName(entry)}”`
}

/** Why a revert is impossible, as one sentence: "This cannot be undone: the service …". */
export function cannotUndoText(why: string): string {
  const text = why.trim()
  if (/^this cannot be undone/i.test(text)) return text
  // "The service cannot…" reads on after the colon; a name such as "Stagehand" keeps its capital.
  const lowered = /^(The|A|An|It|No|Nothing|There|This|Whether) /.test(text)
    ? `${text[0]!.toLowerCase()}${text.slice(1)}`
    : text
  return `This cannot be undone: ${lowered}`
}

/** A phrase made to open a sentence: its first letter in capitals. */
export function capitalised(text: string): string {
  return text ? `${text[0]!.toUpperCase()}${text.slice(1)}` : text
}
