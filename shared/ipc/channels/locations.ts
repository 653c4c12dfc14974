import { z } from 'zod'
import { channel } from '../define'
import { eventRef, resourceIdSchema } from './common'

export const locationChannels = {
  /** A default location cannot be deleted: the service answers 409 and the error says so. */
  'locations:delete': channel(
    eventRef.extend({ locationId: resourceIdSchema('location') }),
    z.object({ locationId: z.string(), deleted: z.literal(true) }),
  ),
} as const
