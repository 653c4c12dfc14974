/**
 * The kinds of resource the local catalog remembers, without their schemas.
 *
 * The window's first screen needs the names alone; the catalog's channel
 * (ipc/channels/catalog.ts) builds its schemas from these.
 */
export const CATALOG_KINDS = ['session', 'speaker', 'sponsor', 'location'] as const
export type CatalogKind = (typeof CATALOG_KINDS)[number]
