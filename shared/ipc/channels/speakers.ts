import { speakerPictureResultSchema, speakerSchema } from '../../api/schemas'
import { channel } from '../define'
import { eventRef, imageSourceSchema, resourceIdSchema } from './common'

const speakerRef = eventRef.extend({ speakerId: resourceIdSchema('speaker') })

export const speakerChannels = {
  'speakers:get': channel(speakerRef, speakerSchema),
  /** File bytes are prechecked again in main (deep) before anything is sent. */
  'speakers:uploadPicture': channel(
    speakerRef.extend({ source: imageSourceSchema }),
    speakerPictureResultSchema,
  ),
} as const
