import { speakerPictureResultSchema, speakerSchema } from '@shared/api/schemas'
import { channel } from '../define'
import { batchIdSchema, eventRef, imageSourceSchema, resourceIdSchema } from './common'
import { uploadIdSchema } from './uploads'

const speakerRef = eventRef.extend({ speakerId: resourceIdSchema('speaker') })

export const speakerChannels = {
  'speakers:get': channel(speakerRef, speakerSchema),
  /**
   * File bytes are prechecked again in main (deep) before anything is sent; with an
   * `uploadId`, the body's bytes sent are reported as `uploads:progress` events.
   */
  'speakers:uploadPicture': channel(
    speakerRef.extend({
      source: imageSourceSchema,
      uploadId: uploadIdSchema.optional(),
      /** Set when the upload is one of many (a bulk photo review): the journal records the run. */
      batchId: batchIdSchema.optional(),
    }),
    speakerPictureResultSchema,
  ),
} as const
