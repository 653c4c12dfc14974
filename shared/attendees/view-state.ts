/**
 * Schemas of what the attendee grid remembers.
 *
 * The query (filter, sort, page size), the column layout, and saved views that
 * bundle both. Used by the IPC channels (views, export) and the view store in
 * main.
 */
import { z } from 'zod'
import { MAX_PAGE_SIZE, SORTABLE_FIELDS } from '../api/filter-grammar'
import { ownRecord } from '../own-record'
import { ownRecordSchema } from '../own-record-schema'
// One schema of a condition and a sort key for the whole IPC surface: the client core's.
import { filterConditionSchema, sortKeySchema } from '../ipc/channels/attendees'

export { filterConditionSchema, sortKeySchema }

export const attendeeQuerySchema = z.object({
  filter: z.array(filterConditionSchema).max(30).default([]),
  sort: z.array(sortKeySchema).max(SORTABLE_FIELDS.length).default([]),
})
export type AttendeeQuery = z.output<typeof attendeeQuerySchema>

const columnId = z.string().min(1).max(300)

/** The grid's column layout for one event: order, which are shown, widths, custom slugs met. */
export const columnLayoutSchema = z.object({
  order: z.array(columnId).max(500).default([]),
  visible: z.array(columnId).max(500),
  // Keyed by column: custom field slugs may be any name ("constructor" too).
  widths: ownRecordSchema(z.number().int().min(40).max(2000), columnId).default(() =>
    ownRecord<number>(),
  ),
  customSlugs: z.array(z.string().min(1).max(200)).max(300).default([]),
})
export type ColumnLayout = z.output<typeof columnLayoutSchema>

export const viewStateSchema = z.object({
  filter: z.array(filterConditionSchema).max(30),
  sort: z.array(sortKeySchema).max(SORTABLE_FIELDS.length),
  pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE),
  columns: columnLayoutSchema,
})
export type ViewState = z.output<typeof viewStateSchema>

export const savedViewSchema = z.object({
  id: z.string().min(1).max(64),
  name: z
    .string()
    .trim()
    .min(1, 'Give the view a name')
    .max(80, 'Keep the name under 80 characters'),
  state: viewStateSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type SavedView = z.output<typeof savedViewSchema>

/** Which event of which workspace a set of views belongs to. */
export const viewScopeSchema = z.object({
  workspaceId: z.string().min(1),
  eventId: z.string().min(1),
})
export type ViewScope = z.output<typeof viewScopeSchema>
