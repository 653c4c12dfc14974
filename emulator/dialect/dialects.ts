/**
 * Readings of the contract the emulator can answer in.
 *
 * The contract leaves names, shapes and limits open, and the real service may
 * read it otherwise than Stagehand's own decisions (docs/api-decisions.md).
 * A dialect is one such reading; tests run the client against each, so a
 * decision the client takes for granted is noticed when the service differs.
 * The choice is made once per emulator (`startEmulator({ dialect })`,
 * `npm run emulator -- --dialect <name>`) and kept across resets.
 */
import { PAGE_SIZE_PARAM } from '../http/pagination'

export const DIALECT_NAMES = ['documented', 'zuddl-docs', 'fixed-pages', 'strict', 'slow'] as const
export type DialectName = (typeof DIALECT_NAMES)[number]

export interface Dialect {
  name: DialectName
  /** One line for usage text and docs. */
  summary: string
  /** Page-size parameters read, first present wins; empty when the page size is fixed. */
  pageSizeParams: readonly string[]
  /** Rows per page whatever the request asks; null when the request chooses. */
  fixedPageSize: number | null
  /** `next` points one page on even from the last page. */
  nextOnLastPage: boolean
  /** Every error body without `code` and `params`, on every endpoint. */
  bareErrors: boolean
  /** A query parameter the endpoint does not know is a 400 naming it. */
  strictQuery: boolean
  /** Resources as the service's public docs show them (numbers, extra fields, example values). */
  docsResources: boolean
  /** Every API answer waits 5–8 s (chosen from the seed and the request count). */
  slow: boolean
  /**
   * The reads the service's public docs describe beyond the contract: events,
   * an event, its sessions, a session, its locations (routes/reads.ts). The
   * contract has none of them, so only this dialect answers them.
   */
  docsReads: boolean
}

const base = {
  pageSizeParams: [PAGE_SIZE_PARAM],
  fixedPageSize: null,
  nextOnLastPage: false,
  bareErrors: false,
  strictQuery: false,
  docsResources: false,
  slow: false,
  docsReads: false,
} as const satisfies Omit<Dialect, 'name' | 'summary'>

export const DIALECTS: Record<DialectName, Dialect> = {
  documented: {
    ...base,
    name: 'documented',
    summary: "Stagehand's decisions (default); pages by size",
  },
  'zuddl-docs': {
    ...base,
    name: 'zuddl-docs',
    summary: 'the service as its public docs show it (docs.zuddl.com)',
    nextOnLastPage: true,
    bareErrors: true,
    docsResources: true,
    docsReads: true,
  },
  'fixed-pages': {
    ...base,
    name: 'fixed-pages',
    summary: 'every page holds 20 rows, whatever page size is asked for',
    pageSizeParams: [],
    fixedPageSize: 20,
  },
  strict: {
    ...base,
    name: 'strict',
    summary: 'an unknown query parameter is a 400 naming it',
    strictQuery: true,
  },
  slow: {
    ...base,
    name: 'slow',
    summary: 'every answer comes after 5–8 s',
    slow: true,
  },
}

export const isDialectName = (name: string): name is DialectName =>
  (DIALECT_NAMES as readonly string[]).includes(name)

/** The dialect of that name; throws a sentence listing the names for any other. */
export function dialectNamed(name: string): Dialect {
  if (!isDialectName(name)) {
    throw new Error(
      `There is no emulator dialect "${name}". Choose one of: ${DIALECT_NAMES.join(', ')}.`,
    )
  }
  return DIALECTS[name]
}
