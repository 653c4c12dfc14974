/** Handlers of the session-draft channels. */
import type { sessionDraftChannels } from '@shared/ipc/channels/session-drafts'
import type { Handlers } from '../ipc/router'
import type { DraftStore } from './draft-store'

export function sessionDraftHandlers(
  drafts: DraftStore,
): Pick<Handlers, keyof typeof sessionDraftChannels> {
  return {
    'sessionDrafts:event': (scope) => drafts.event(scope),
    'sessionDrafts:get': (scope) => drafts.get(scope),
    'sessionDrafts:save': ({ values, ...scope }) => drafts.save(scope, values),
    'sessionDrafts:discard': (scope) => drafts.discard(scope),
    'sessionDrafts:setTimeZone': ({ timeZone, ...scope }) => drafts.setTimeZone(scope, timeZone),
  }
}
