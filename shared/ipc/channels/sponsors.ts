import { sponsorImageResultSchema, sponsorImageTypeSchema } from '@shared/api/schemas'
import { channel } from '../define'
import { batchIdSchema, eventRef, imageSourceSchema, resourceIdSchema } from './common'
import { uploadIdSchema } from './uploads'

export const sponsorChannels = {
  /** LOGO or COVER; file bytes are prechecked again in main (deep) against that type's rules. */
  'sponsors:uploadImage': channel(
    eventRef.extend({
      sponsorId: resourceIdSchema('sponsor'),
      imageType: sponsorImageTypeSchema,
      source: imageSourceSchema,
      /** Names the upload in its `uploads:progress` events. */
      uploadId: uploadIdSchema.optional(),
      /** Set when the upload is one of many: the journal records the run. */
      batchId: batchIdSchema.optional(),
    }),
    sponsorImageResultSchema,
  ),
} as const
