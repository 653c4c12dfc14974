/**
 * Byte progress of an image upload.
 *
 * Sent by main as the `uploads:progress` event while the request body is read
 * by the network stack. The renderer names each upload (`uploadId` in the
 * upload call's input) so the event reaches the card or review row that started
 * it.
 */
import { z } from 'zod'

/** Chosen by the renderer, unique per upload it starts: a card's drop or one row of a bulk upload. */
export const uploadIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'An upload ID is letters, digits, _ and -')

export const uploadProgressSchema = z
  .object({
    uploadId: uploadIdSchema,
    workspaceId: z.string(),
    /** Bytes of the multipart body taken by the network stack so far, in this attempt. */
    sentBytes: z.number().int().min(0),
    /** The whole multipart body (the file and its part headers). */
    totalBytes: z.number().int().min(0),
  })
  .refine((p) => p.sentBytes <= p.totalBytes, 'sentBytes cannot exceed totalBytes')
export type UploadProgressEvent = z.output<typeof uploadProgressSchema>
