/**
 * The rules of the catalog's "Add" form, for every kind.
 *
 * The text (typed, pasted or read from a file) must hold at least one usable
 * ID. The same parser as the main process reads it (id-list.ts), so what the
 * form accepts is what the catalog adds; lines it cannot use are listed before
 * anything is sent, and the catalog reports them again with their numbers.
 */
import { z } from 'zod'
import type { CatalogKind } from '../ipc/channels/catalog'
import { parseIdList } from './id-list'

/** The catalog channels refuse more text than this (shared/ipc/channels/catalog.ts). */
export const MAX_ID_TEXT_CHARS = 5_000_000

const KIND_NAMES: Record<CatalogKind, string> = {
  session: 'session',
  speaker: 'speaker',
  sponsor: 'sponsor',
  location: 'location',
}

export function addIdsFormSchema(kind: CatalogKind) {
  const name = KIND_NAMES[kind]
  return z.object({
    text: z
      .string()
      .max(MAX_ID_TEXT_CHARS, 'That is more than 5 million characters: split the list in parts')
      .superRefine((text, ctx) => {
        const parsed = parseIdList(kind, text)
        if (parsed.ids.length > 0) return
        const first = parsed.invalid[0]
        ctx.addIssue({
          code: 'custom',
          message: first
            ? `No usable ${name} ID: line ${first.line} (“${first.text}”) is ${first.reason}`
            : `Enter at least one ${name} ID, one per line, or a CSV with an “id” column`,
        })
      }),
  })
}

export type AddIdsForm = z.infer<ReturnType<typeof addIdsFormSchema>>
