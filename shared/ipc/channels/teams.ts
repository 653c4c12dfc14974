import { z } from 'zod'
import { teamSchema } from '@shared/api/schemas'
import { readNotesSchema } from '@shared/api/read-notes-schema'
import { channel } from '../define'

export const teamChannels = {
  /** The teams of the workspace, through the scheduler like every call to the service. */
  'teams:list': channel(
    z.object({ workspaceId: z.string().min(1) }),
    z.object({
      teams: z.array(teamSchema),
      /** A 200 whose body is a bare JSON string is shown to the user as this message. */
      message: z.string().nullable(),
      /** What reading the teams changed: IDs read as text, records that could not be read. */
      notes: readNotesSchema,
    }),
  ),
} as const
