/**
 * A session's fields changed (`sessions:update`): one row per field sent, undone field by field.
 *
 * Where the service reads a session back, it is read just before the write
 * (so the values it replaces are known, the first change included) and
 * again for a revert's "now"; elsewhere both are the catalog's last known
 * state.
 */
import { z } from 'zod'
import { ownRecord, ownValue } from '@shared/own-record'
import { ownRecordSchema } from '@shared/own-record-schema'
import { FIELD_LABEL, type EditableField } from '@shared/sessions/session-form'
import { fieldsSchema, knownSchema } from '../entry-parts'
import { sessionChange, sessionFieldValue } from '../record'
import { sessionRevertWords } from '../revert-words'
import { settledSession } from '../settle'
import { REPLACES, same, type FieldVersions } from './conflicts'
import { valueText } from './table'
import {
  NOT_KNOWN,
  cellText,
  joinWords,
  recordParts,
  searchText,
  type OperationDescriptor,
} from './operation'

/** A field's label as the session editor names it; an unknown field keeps its name. */
export const fieldLabel = (field: string): string =>
  Object.hasOwn(FIELD_LABEL, field) ? FIELD_LABEL[field as EditableField] : field

/** "Title", "Title and Start", "Title, Start and Tags". */
export function fieldList(fields: readonly string[]): string {
  return fields.length === 0 ? '' : joinWords(fields.map(fieldLabel))
}

export const sessionUpdateChange = z.object({
  operation: z.literal('session-update'),
  /** The fields sent, as sent. */
  sent: fieldsSchema,
  /** Each sent field's value as last known, or not known. */
  before: ownRecordSchema(knownSchema(z.unknown())),
  /** The session as the service answered; null when no answer came. */
  after: fieldsSchema.nullable(),
})

/** What a revert sends: the fields' values before. */
export type SessionUpdateInverse = { operation: 'session-update'; changes: Record<string, unknown> }
/** The session as last known. */
export type SessionNow = { operation: 'session-update'; state: Record<string, unknown> | null }

const UNSURE =
  ' Whether the service applied this change is not known: the revert sends these values either way.'

export const sessionUpdate: OperationDescriptor<'session-update', 'sessions:update'> = {
  channel: 'sessions:update',
  async plan({ sessionId, changes }, { nameOf, readSession }) {
    // A read lands in the catalog, so the entry named next holds it.
    await readSession(sessionId)
    const { entry, resource } = await nameOf('session', sessionId)
    const sent = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined))
    return {
      resource,
      change: async (answer) =>
        sessionChange(sent, entry, answer as Record<string, unknown> | null),
    }
  },
  async now({ resource }, { catalogEntry, readSession }) {
    const read = await readSession(resource.id)
    if (read) return { now: { operation: 'session-update', state: read }, from: 'service' }
    const seen = await catalogEntry(resource.kind, resource.id)
    return { now: { operation: 'session-update', state: seen?.state ?? null }, from: 'local' }
  },
  settle(entry, now, at) {
    if (now.operation !== 'session-update' || !now.state) {
      return { why: 'The session could not be read from the service.' }
    }
    return settledSession(entry, now.state, at, fieldList)
  },
  inverseInput: async (ref, entry, write) => ({
    ...ref,
    sessionId: entry.resource.id,
    changes: write.changes,
  }),

  summary: (change, revert) =>
    `${joinWords(Object.keys(change.sent).map(fieldLabel))} ${revert ? 'set back' : 'changed'}`,

  searchParts: (change) => [
    ...recordParts(change.sent),
    ...Object.entries(change.before).flatMap(([name, before]) => [
      name,
      before.known ? searchText(before.value) : '',
    ]),
    ...recordParts(change.after),
  ],

  csvRows: ({ change }) =>
    Object.entries(change.sent).map(([field, sent]) => {
      const before = change.before[field]
      const answered = change.after ? sessionFieldValue(change.after, field) : undefined
      return {
        field,
        before: before?.known ? cellText(before.value) : '',
        since: before?.known ? before.since : NOT_KNOWN,
        after: cellText(answered ?? sent),
      }
    }),

  inverse(entry) {
    const changes = ownRecord<unknown>()
    const unknown: string[] = []
    for (const [field, before] of Object.entries(entry.change.before)) {
      if (before.known) changes[field] = before.value
      else unknown.push(field)
    }
    if (Object.keys(changes).length === 0) {
      return {
        kind: 'impossible',
        why: `Stagehand had not seen the values this change replaced (${fieldList(unknown)}), so it cannot set them back.`,
      }
    }
    const one = unknown.length === 1
    const rest =
      unknown.length > 0
        ? ` ${fieldList(unknown)} cannot be: ${one ? 'its value' : 'their values'} before the change ${one ? 'was' : 'were'} not known.`
        : ''
    return {
      kind: 'write',
      write: { operation: 'session-update', changes },
      sentence: `${sessionRevertWords(changes)}${rest}${entry.outcome.status === 'uncertain' ? UNSURE : ''}`,
    }
  },

  conflicts(change, now) {
    if (now.operation !== 'session-update') return []
    const out: FieldVersions[] = []
    for (const field of Object.keys(change.before)) {
      const before = change.before[field]
      if (!before?.known) continue
      // Without an answer (uncertain) the entry left the value it sent, if anything.
      const after = change.after
        ? sessionFieldValue(change.after, field)
        : (change.sent as Record<string, unknown>)[field]
      const current = sessionFieldValue(now.state, field)
      if (current === undefined || after === undefined || same(current, after)) continue
      // Unanswered, the update may not have applied: the value before is no change since.
      if (change.after === null && same(current, before.value)) continue
      out.push({ field, before: before.value, after, now: current })
    }
    return out
  },

  changedSince: (versions) => `${fieldList(versions.map((v) => v.field))} changed`,

  unchecked(write) {
    if (write.operation !== 'session-update') return ''
    const sets = sessionRevertWords(write.changes).replace(/^Sets/, 'sets').replace(/\.$/, '')
    return `A session cannot be read back from the service, so Stagehand cannot check whether it was changed elsewhere since this change. Reverting ${sets}, ${REPLACES}`
  },

  // A row per field sent: before as last known, after as answered (else as sent).
  tableRows: (change) =>
    Object.keys(change.sent).map((field) => {
      const known = ownValue(change.before, field)
      const answered = change.after !== null && Object.hasOwn(change.after, field)
      return {
        field,
        label: fieldLabel(field),
        before: known?.known ? valueText(known.value) : null,
        knownSince: known?.known ? known.since : null,
        after: valueText(answered ? ownValue(change.after!, field) : ownValue(change.sent, field)),
        afterIsSent: !answered,
      }
    }),
}
