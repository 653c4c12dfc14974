/**
 * The file that makes an agenda import's apply resumable.
 *
 * One JSON file per apply in the user-data folder, holding every chosen row
 * with the update it sends and its outcome so far. Written atomically after
 * outcomes come in (one write at a time, the latest state last); removed once
 * every row has an outcome or the user discards it. A file that cannot be
 * read is moved aside, never silently dropped.
 */
import { z } from 'zod'
import { sessionUpdateSchema } from '@shared/api/schemas'
import { applyStatusSchema, rowOutcomeSchema } from '@shared/agenda/model'
import { knownSchema } from '@shared/journal/entry'
import { ownRecordSchema } from '@shared/own-record-schema'
import { createRecordFolder, type RecordFolder } from '../settings/record-folder'

/** The status's own fields, and per row its outcome with the update it sends. */
export const applyRecordSchema = z.object({
  version: z.literal(1),
  ...applyStatusSchema.pick({
    workspaceId: true,
    eventId: true,
    importId: true,
    batchId: true,
    fileName: true,
    state: true,
    pausedReason: true,
  }).shape,
  rows: z.array(
    rowOutcomeSchema.extend({
      body: sessionUpdateSchema,
      /** Each field's value before, as the plan knew it (absent in files of older versions). */
      before: ownRecordSchema(knownSchema(z.unknown())).optional(),
      /** The user chose to send it although its session changed since the plan. */
      checked: z.boolean().optional(),
    }),
  ),
})
export type ApplyRecord = z.infer<typeof applyRecordSchema>

/** One file per apply, named after its import (settings/record-folder.ts). */
export function createApplyStore(dir: string): RecordFolder<ApplyRecord> {
  return createRecordFolder(dir, applyRecordSchema, (record) => record.importId)
}

export type ApplyStore = RecordFolder<ApplyRecord>
