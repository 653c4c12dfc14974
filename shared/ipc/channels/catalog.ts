/**
 * The local catalog of known IDs (docs/api-decisions.md, "Resources the API
 * cannot list"): the API cannot list sessions, speakers, sponsors or
 * locations, so Stagehand remembers the IDs it was given or met, per
 * workspace and event, with their last known state.
 */
import { z } from 'zod'
import { ownRecordSchema } from '@shared/own-record-schema'
import { eventIdSchema } from '@shared/workspace'
import { CATALOG_KINDS, type CatalogKind } from '@shared/catalog-kinds'
import { channel } from '../define'

export { CATALOG_KINDS, type CatalogKind }
export const catalogKindSchema = z.enum(CATALOG_KINDS)

export const catalogEntrySchema = z.object({
  kind: catalogKindSchema,
  id: z.string(),
  /** The user's own name for it; null until given. */
  label: z.string().nullable(),
  /** How it first got here. */
  origin: z.enum(['entered', 'imported', 'response']),
  addedAt: z.string(),
  /** Last time a response of the service included it (null: never confirmed). */
  seenAt: z.string().nullable(),
  /**
   * The last known resource (or the part of it another resource embeds); its member
   * names come from the service, so a `__proto__` one is kept as data.
   */
  state: ownRecordSchema(z.unknown()).nullable(),
  /** 'not-found': the service said 404 the last time; 'deleted': Stagehand deleted it. */
  status: z.enum(['active', 'not-found', 'deleted']),
  /** The last answer that mentioned it ("session “Opening”", "deleting it"); absent until one did. */
  metIn: z.string().max(300).optional(),
})
export type CatalogEntry = z.infer<typeof catalogEntrySchema>

export const catalogImportReportSchema = z.object({
  added: z.number().int(),
  /** IDs that were already in the catalog (their labels are kept). */
  alreadyKnown: z.number().int(),
  /** Every line that could not be used, with why; never silently dropped. */
  invalid: z.array(z.object({ line: z.number().int(), text: z.string(), reason: z.string() })),
})
export type CatalogImportReport = z.infer<typeof catalogImportReportSchema>

/**
 * What one write did to an event's catalog, as main now holds it.
 *
 * `entries` are the entries added or changed, whole; `removed` names those the
 * catalog forgot. The window applies it to its cached lists
 * (renderer/src/data/catalog-sync.ts), so main stays the catalog's only writer.
 */
export const catalogChangeSchema = z.object({
  workspaceId: z.string(),
  eventId: z.string(),
  entries: z.array(catalogEntrySchema),
  removed: z.array(z.object({ kind: catalogKindSchema, id: z.string() })),
})
export type CatalogChange = z.infer<typeof catalogChangeSchema>

const scope = z.object({
  workspaceId: z.string().min(1),
  eventId: eventIdSchema,
  kind: catalogKindSchema,
})
const label = z.string().trim().max(200, 'Keep the label under 200 characters')

export const catalogChannels = {
  'catalog:list': channel(
    scope.partial({ kind: true }),
    z.object({
      entries: z.array(catalogEntrySchema),
      /** Set when the catalog file was unreadable and was moved aside. */
      notice: z.string().nullable(),
    }),
  ),
  /** IDs typed or pasted: one per line, or separated by commas or spaces; or CSV with an `id` column. */
  'catalog:add': channel(
    scope.extend({ text: z.string().max(5_000_000), label: label.optional() }),
    catalogImportReportSchema,
  ),
  'catalog:label': channel(
    scope.extend({ id: z.string().min(1).max(200), label: label.nullable() }),
    catalogEntrySchema,
  ),
  'catalog:remove': channel(
    scope.extend({ ids: z.array(z.string().min(1).max(200)).min(1).max(100_000) }),
    z.object({ removed: z.number().int() }),
  ),
  /** From file text the renderer read, or from a file chosen in the main process's dialog. */
  'catalog:import': channel(
    scope.extend({
      source: z.discriminatedUnion('kind', [
        z.object({
          kind: z.literal('text'),
          text: z.string().max(5_000_000),
          fileName: z.string().max(500).optional(),
        }),
        z.object({ kind: z.literal('dialog') }),
      ]),
    }),
    catalogImportReportSchema.extend({ fileName: z.string().nullable(), cancelled: z.boolean() }),
  ),
} as const
