/** Input pieces the API channels share: references to a workspace, an event and a resource, and an image source. */
import { z } from 'zod'
import { UUID_PATTERN } from '@shared/api/schemas'
import { eventIdSchema } from '@shared/workspace'

/** A resource ID of the API's UUID form; pasted IDs are trimmed and lower-cased. */
export const resourceIdSchema = (what: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .regex(UUID_PATTERN, `A ${what} ID looks like 3f2b8c1e-9a4d-4e6f-8b1a-2c3d4e5f6a7b (a UUID)`)

/**
 * Names the run a write belongs to (a bulk photo review, a spreadsheet import).
 *
 * The change journal records it, so the whole run can be undone together.
 */
export const batchIdSchema = z.string().min(1).max(64)

export const eventRef = z.object({ workspaceId: z.string().min(1), eventId: eventIdSchema })

/** Largest file the bridge carries; the image precheck in main explains anything over 4 MiB. */
export const MAX_BRIDGE_FILE_BYTES = 64 * 1024 * 1024

/** File bytes read by the renderer, or an image address for the service to fetch: exactly one. */
export const imageSourceSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('file'),
    bytes: z
      .instanceof(Uint8Array)
      .refine(
        (b) => b.byteLength <= MAX_BRIDGE_FILE_BYTES,
        'The file is far larger than an image can be (4 MB at most)',
      ),
    fileName: z.string().max(1000),
    /** Informative only: the main process reads the type from the bytes. */
    contentType: z.string().max(200).optional(),
  }),
  z.object({
    kind: z.literal('url'),
    imageUrl: z.string().trim().min(1, 'Enter the image address').max(4096),
  }),
])
