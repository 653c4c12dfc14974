/**
 * Exporting "Everything known" of an event: every ID of the catalog with its
 * kind, name, status, where it was met and when last seen, as a CSV file
 * written by the main process after its save dialog.
 */
import { z } from 'zod'
import { eventIdSchema } from '@shared/workspace'
import { channel } from '../define'

export const catalogExportChannels = {
  'catalog:export': channel(
    z.object({ workspaceId: z.string().min(1), eventId: eventIdSchema }),
    z.object({
      /** False when the save dialog was cancelled: nothing was written. */
      saved: z.boolean(),
      fileName: z.string().nullable(),
      path: z.string().nullable(),
      rows: z.number().int(),
    }),
  ),
} as const
