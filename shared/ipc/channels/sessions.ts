import { z } from 'zod'
import { sessionSchema, type SessionUpdate } from '@shared/api/schemas'
import { pathSegmentProblem } from '@shared/api/path-segment'
import { channel } from '../define'
import { batchIdSchema, eventRef } from './common'

export const sessionChannels = {
  /**
   * Partial update: send only the fields the user changed.
   *
   * `changes` is checked in main with sessionUpdateSchema itself, so its field
   * errors are keyed by form field ("title"), not by the envelope path
   * ("changes.title").
   */
  'sessions:update': channel(
    eventRef.extend({
      sessionId: z
        .string()
        .trim()
        .min(1, 'Enter the session ID')
        .max(200)
        .superRefine((value, ctx) => {
          const problem = pathSegmentProblem('session ID', value)
          if (problem) ctx.addIssue({ code: 'custom', message: problem })
        }),
      changes: z.custom<SessionUpdate>(
        (v) => typeof v === 'object' && v !== null && !Array.isArray(v),
        {
          message: 'changes must be an object of session fields',
        },
      ),
      /** Set when the update is one of many (an import): the journal records the run. */
      batchId: batchIdSchema.optional(),
    }),
    sessionSchema,
  ),
} as const
