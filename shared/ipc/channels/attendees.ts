import { z } from 'zod'
import { attendeeSchema } from '@shared/api/schemas'
import { readNotesSchema } from '@shared/api/read-notes-schema'
import {
  DEFAULT_PAGE_SIZE,
  FILTERABLE_FIELDS,
  FILTER_OPS,
  MAX_PAGE_SIZE,
  SORTABLE_FIELDS,
  allowedOps,
  isFilterField,
  type FilterField,
} from '@shared/api/filter-grammar'
import { channel, validatedObject } from '../define'
import { eventRef } from './common'

const LIST_OPS = new Set(['in', 'between'])

/** One condition of the typed filter model; the client serialises it (never the UI). */
export const filterConditionSchema = z
  .object({
    field: z.enum(Object.keys(FILTERABLE_FIELDS) as [FilterField, ...FilterField[]]),
    op: z.enum(FILTER_OPS),
    value: z.union([z.string().max(1000), z.array(z.string().max(1000)).min(1).max(500)]),
  })
  .superRefine((c, ctx) => {
    if (isFilterField(c.field) && !allowedOps(c.field).includes(c.op)) {
      ctx.addIssue({
        code: 'custom',
        path: ['op'],
        message: `${c.op} is not allowed on ${c.field}`,
      })
    }
    if (LIST_OPS.has(c.op) !== Array.isArray(c.value)) {
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: `${c.op} needs ${LIST_OPS.has(c.op) ? 'a list of values' : 'one value'}`,
      })
    }
  })

export const sortKeySchema = z.object({
  field: z.enum(SORTABLE_FIELDS),
  direction: z.enum(['asc', 'desc']),
})

const attendeePageSchema = z.object({
  items: z.array(attendeeSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasNext: z.boolean(),
  /** What the tolerant read changed: values shown as text or left out, records skipped. */
  notes: readNotesSchema,
  /** Rows a page the service sends, when the page shows it (it has a next one). */
  servedPageSize: z.number().int().nullable(),
})

export const attendeeChannels = {
  /**
   * One page.
   *
   * `hasNext` is false on the last (docs/api-decisions.md, "End of pages": an
   * empty page, or a `next` that does not point past it). `notes` say what the
   * tolerant read changed ("Reading responses"), for a quiet notice.
   */
  'attendees:list': channel(
    eventRef.extend({
      filter: z.array(filterConditionSchema).max(50).default([]),
      sort: z.array(sortKeySchema).max(SORTABLE_FIELDS.length).default([]),
      page: z.number().int().min(1).default(1),
      pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
    }),
    attendeePageSchema,
    {
      // `items` is the `data` of the service's answer, which the API client parsed
      // with pageEnvelopeSchema(attendeeSchema) (electron/main/api/attendees.ts;
      // http-client.ts parses every answer with its schema). Parsing 100 attendees
      // again took 2–12 ms of each grid change; page numbers and `hasNext`,
      // computed in main, are still checked in full.
      sourceValidatedOutput: attendeePageSchema.extend({
        items: z.array(validatedObject<z.output<typeof attendeeSchema>>()),
      }),
    },
  ),
} as const
