/**
 * The file that makes an agenda import's apply resumable.
 *
 * One JSON file per apply in the user-data folder, holding every chosen row
 * with the update it sends and its outcome so far. Written atomically after
 * outcomes come in (one write at a time, the latest state last); removed once
 * every row has an outcome or the user discards it. A file that cannot be
 * read is moved aside, never silently dropped.
 */
import { readdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { makePrivateDir } from '../settings/private-dir'
import { z } from 'zod'
import { sessionUpdateSchema } from '@shared/api/schemas'
import { applyStatusSchema, rowOutcomeSchema } from '@shared/agenda/model'
import { knownSchema } from '@shared/journal/entry'
import { ownRecordSchema } from '@shared/own-record'
import { writeFileAtomic } from '../settings/atomic-file'
import { readJsonFile } from '../settings/json-file'

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

const SAFE_NAME = /^[A-Za-z0-9-]{1,64}$/

export function createApplyStore(dir: string) {
  const pathOf = (importId: string) => {
    if (!SAFE_NAME.test(importId)) throw new Error('an import ID names no file')
    return join(dir, `${importId}.json`)
  }
  /** Per file, the write under way: the next waits for it, so the last state is written last. */
  const writing = new Map<string, Promise<void>>()

  return {
    /** Every apply kept; files that could not be read are moved aside. */
    async list(): Promise<ApplyRecord[]> {
      let names: string[]
      try {
        names = await readdir(dir)
      } catch {
        return []
      }
      const out: ApplyRecord[] = []
      for (const name of names.filter((n) => n.endsWith('.json'))) {
        const read = await readJsonFile(join(dir, name), applyRecordSchema)
        if (read.value) out.push(read.value)
      }
      return out
    },

    save(record: ApplyRecord): Promise<void> {
      const path = pathOf(record.importId)
      const text = JSON.stringify(record)
      const next = (writing.get(path) ?? Promise.resolve()).then(async () => {
        await makePrivateDir(dir)
        await writeFileAtomic(path, text)
      })
      const settled = next.catch(() => undefined)
      writing.set(path, settled)
      void settled.then(() => {
        if (writing.get(path) === settled) writing.delete(path)
      })
      return next
    },

    async remove(importId: string): Promise<void> {
      const path = pathOf(importId)
      await writing.get(path)
      await rm(path, { force: true })
    },
  }
}

export type ApplyStore = ReturnType<typeof createApplyStore>
