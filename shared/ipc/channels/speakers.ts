import { speakerPictureResultSchema, speakerSchema } from '@shared/api/schemas'
import { channel } from '../define'
import { eventRef, imageSourceSchema, resourceIdSchema } from './common'
import { uploadIdSchema } from './uploads'

const speakerRef = eventRef.extend({ speakerId: resourceIdSchema('speaker') })

export const speakerChannels = {
  'speakers:get': channel(speakerRef, speakerSchema),
  /**
   * File bytes are prechecked again in main (deep) before anything is sent; with an
   * `uploadId`, the body's bytes sent are reported as `uploads:progress` events.
   */
  'speakers:uploadPicture': channel(
    speakerRef.extend({ source: imageSourceSchema, uploadId: uploadIdSchema.optional() }),
    speakerPictureResultSchema,
  ),
} as const
