import { z } from 'zod'
import { sessionSchema, sessionUpdateSchema, type Session } from '@shared/api/schemas'
import { pathSegmentProblem } from '@shared/api/path-segment'
import { channel, validatedObject } from '../define'
import { batchIdSchema, eventRef } from './common'

export const sessionChannels = {
  /**
   * Partial update: send only the fields the user changed.
   *
   * `changes` is checked here in full, once, by the router: its field errors
   * are keyed by form field ("title", not "changes.title"), and the API client
   * trusts what passed. The answer is parsed by the API client with
   * sessionSchema; the router only checks it is an object.
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
      changes: sessionUpdateSchema.refine(
        (changes) => Object.values(changes).some((value) => value !== undefined),
        'Nothing to save: change at least one field of the session.',
      ),
      /** Set when the update is one of many (an import): the journal records the run. */
      batchId: batchIdSchema.optional(),
    }),
    sessionSchema,
    { formFields: 'changes', sourceValidatedOutput: validatedObject<Session>() },
  ),
} as const
