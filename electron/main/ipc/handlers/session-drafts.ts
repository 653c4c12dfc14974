/** Handlers of the session-draft channels: unsaved session edits and each event's time zone. */
import type { DraftStore } from '@main/session-drafts/draft-store'
import type { NamespaceHandlers } from '../router'

export function sessionDraftsHandlers(drafts: DraftStore): NamespaceHandlers<'sessionDrafts'> {
  return {
    'sessionDrafts:event': (scope) => drafts.event(scope),
    'sessionDrafts:get': (scope) => drafts.get(scope),
    'sessionDrafts:save': ({ values, ...scope }) => drafts.save(scope, values),
    'sessionDrafts:discard': (scope) => drafts.discard(scope),
    'sessionDrafts:setTimeZone': ({ timeZone, ...scope }) => drafts.setTimeZone(scope, timeZone),
  }
}
