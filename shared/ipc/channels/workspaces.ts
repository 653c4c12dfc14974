import { z } from 'zod'
import {
  connectionTestSchema,
  eventIdSchema,
  workspaceInputSchema,
  workspaceSummarySchema,
} from '@shared/workspace'
import { channel } from '../define'

const workspaceRef = z.object({ workspaceId: z.string().min(1) })

export const workspaceChannels = {
  'workspaces:list': channel(
    z.undefined(),
    z.object({
      workspaces: z.array(workspaceSummarySchema),
      activeWorkspaceId: z.string().nullable(),
      /** Set when the embedded demo emulator serves the demo workspace. */
      demo: z.object({ workspaceId: z.string(), baseUrl: z.string() }).nullable(),
      /** Set when the settings file was unreadable and moved aside at start: what happened. */
      settingsNotice: z.string().nullable(),
    }),
  ),
  'workspaces:save': channel(workspaceInputSchema, workspaceSummarySchema),
  'workspaces:remove': channel(workspaceRef, z.object({ removed: z.literal(true) })),
  'workspaces:activate': channel(workspaceRef, workspaceSummarySchema),
  'workspaces:setEvent': channel(
    workspaceRef.extend({ eventId: eventIdSchema }),
    workspaceSummarySchema,
  ),
  'workspaces:setDefaultTeam': channel(
    workspaceRef.extend({ teamId: z.string().min(1).nullable() }),
    workspaceSummarySchema,
  ),
  /** Calls the teams endpoint with the stored (or a draft) key and says what happened. */
  'workspaces:testConnection': channel(
    connectionTestSchema,
    z.object({ teamCount: z.number().int(), message: z.string().nullable() }),
  ),
  /**
   * Whether a draft's key was made for Backend usage: one attendee of the event (or of the
   * first event listed) read with it. At most two requests.
   */
  'workspaces:checkKey': channel(
    connectionTestSchema.extend({ eventId: eventIdSchema.nullable() }),
    z.object({ usage: z.enum(['backend', 'other', 'unknown']), requests: z.number().int() }),
  ),
} as const
