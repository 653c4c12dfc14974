/** Saved views and remembered column choices of the attendee grid, per workspace and event. */
import { z } from 'zod'
import {
  columnLayoutSchema,
  savedViewSchema,
  viewScopeSchema,
  viewStateSchema,
} from '@shared/attendees/view-state'
import { channel } from '../define'

const viewName = savedViewSchema.shape.name

export const viewChannels = {
  'views:get': channel(
    viewScopeSchema,
    z.object({
      views: z.array(savedViewSchema),
      layout: columnLayoutSchema.nullable(),
      /** Set once when an unreadable views file was moved aside (tell the user where). */
      recovered: z.string().nullable(),
    }),
  ),
  /** Saves a new view, or (with `id`) replaces an existing one's name and state. */
  'views:save': channel(
    viewScopeSchema.extend({
      id: z.string().min(1).optional(),
      name: viewName,
      state: viewStateSchema,
    }),
    savedViewSchema,
  ),
  'views:rename': channel(
    viewScopeSchema.extend({ viewId: z.string().min(1), name: viewName }),
    savedViewSchema,
  ),
  'views:delete': channel(
    viewScopeSchema.extend({ viewId: z.string().min(1) }),
    z.object({ deleted: z.literal(true) }),
  ),
  'views:setLayout': channel(
    viewScopeSchema.extend({ layout: columnLayoutSchema }),
    z.object({ saved: z.literal(true) }),
  ),
} as const
