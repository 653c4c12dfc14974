/** A session's fields changed (`sessions:update`): one row per field sent, undone field by field. */
import { ownRecord } from '@shared/own-record'
import { FIELD_LABEL, type EditableField } from '@shared/sessions/session-form'
import { sessionFieldValue } from '../record'
import { sessionRevertWords } from '../revert-words'
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

const UNSURE =
  ' Whether the service applied this change is not known: the revert sends these values either way.'

export const sessionUpdate: OperationDescriptor<'session-update'> = {
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
}
