/**
 * The session editor's memory across restarts.
 *
 * An unsaved edit per session (offered back when the session is opened again)
 * and the time zone chosen for each event. Kept by main in a JSON file of the
 * user-data folder.
 */
import { z } from 'zod'
import { eventIdSchema } from '@shared/workspace'
import { sessionFormValuesSchema } from '@shared/sessions/session-form'
import { channel } from '../define'

const eventScope = z.object({ workspaceId: z.string().min(1), eventId: eventIdSchema })
const sessionScope = eventScope.extend({ sessionId: z.string().trim().min(1).max(200) })

export const sessionDraftSchema = z.object({
  values: sessionFormValuesSchema,
  savedAt: z.string(),
})
export type SessionDraft = z.infer<typeof sessionDraftSchema>

export const sessionDraftChannels = {
  /** The event's chosen zone (null: none chosen yet) and which of its sessions have a draft. */
  'sessionDrafts:event': channel(
    eventScope,
    z.object({
      timeZone: z.string().nullable(),
      drafts: z.array(z.object({ sessionId: z.string(), savedAt: z.string() })),
      /** Set when the drafts file was unreadable and was moved aside. */
      notice: z.string().nullable(),
    }),
  ),
  'sessionDrafts:get': channel(sessionScope, z.object({ draft: sessionDraftSchema.nullable() })),
  'sessionDrafts:save': channel(
    sessionScope.extend({ values: sessionFormValuesSchema }),
    sessionDraftSchema,
  ),
  'sessionDrafts:discard': channel(sessionScope, z.object({ discarded: z.boolean() })),
  'sessionDrafts:setTimeZone': channel(
    eventScope.extend({ timeZone: z.string().min(1).max(100) }),
    z.object({ timeZone: z.string() }),
  ),
} as const
