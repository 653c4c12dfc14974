/**
 * Attendees of one event, stored by column.
 *
 * Only the fields the API filters and sorts on are kept (about a hundred bytes
 * per attendee), so 100,000 of them are generated in a fraction of a second;
 * every other field is derived on demand from a per-attendee seed when a page
 * is served, and is the same on every call.
 */
import type { EventRecord } from '../model'
import { createRng, hashSeed } from './prng'
import {
  COMPANIES,
  COUNTRIES,
  DESIGNATIONS,
  FIRST_NAMES,
  FORMULA_NAMES,
  INDUSTRIES,
  LAST_NAMES,
  STATUS_WEIGHTS,
  STATUSES,
} from './words'

export const TEXT_COLUMNS = [
  'firstName',
  'lastName',
  'company',
  'designation',
  'industry',
  'country',
  'status',
] as const
export type TextColumn = (typeof TEXT_COLUMNS)[number]

/** Indices (0-based) that get a formula-like first name, for CSV-injection tests. */
export const FORMULA_NAME_INDICES = [2, 5, 8, 13, 21] as const

const DAY = 86_400_000
/** About 2 KB each: bounds the rendered-row cache to a few tens of MB. */
const MAX_CACHED_ROWS = 20_000

export class AttendeeTable {
  readonly eventId: string
  readonly eventIndex: number
  readonly seed: number
  readonly count: number
  readonly ids: string[]
  readonly text: Record<TextColumn, string[]>
  /** Epoch ms; createdAt grows with the index (registrations arrive over time). */
  readonly createdAt: Float64Array
  readonly updatedAt: Float64Array
  /** Index into COUNTRIES, for phone prefixes. */
  readonly countryIndex: Uint8Array
  /** Bumped whenever a column changes, so cached query orders are dropped. */
  version = 0
  /** Cached derived data (lower-cased columns, sort ranks, query orders); see query/. */
  readonly cache = new Map<string, unknown>()

  constructor(event: EventRecord, eventIndex: number, seed: number, count: number) {
    this.eventId = event.id
    this.eventIndex = eventIndex
    this.seed = seed
    this.count = count
    const rng = createRng(hashSeed(seed, 'attendees', eventIndex))
    this.ids = new Array<string>(count)
    this.text = Object.fromEntries(
      TEXT_COLUMNS.map((c) => [c, new Array<string>(count)]),
    ) as Record<TextColumn, string[]>
    this.createdAt = new Float64Array(count)
    this.updatedAt = new Float64Array(count)
    this.countryIndex = new Uint8Array(count)

    // Registration opens 180 days before the event and closes the day before.
    const eventStart = Date.parse(event.startDate)
    const opens = eventStart - 180 * DAY
    const step = (179 * DAY) / Math.max(1, count)
    const t = this.text
    for (let i = 0; i < count; i++) {
      this.ids[i] = rng.uuid()
      t.firstName[i] = rng.pick(FIRST_NAMES)
      t.lastName[i] = rng.pick(LAST_NAMES)
      t.company[i] = rng.pick(COMPANIES)
      t.designation[i] = rng.pick(DESIGNATIONS)
      t.industry[i] = rng.pick(INDUSTRIES)
      const ci = rng.int(COUNTRIES.length)
      this.countryIndex[i] = ci
      t.country[i] = COUNTRIES[ci]!
      t.status[i] = rng.weighted(STATUSES, STATUS_WEIGHTS)
      // Whole seconds, strictly increasing with i.
      const created = Math.floor((opens + (i + rng.next() * 0.9) * step) / 1000) * 1000
      this.createdAt[i] = created
      this.updatedAt[i] = rng.chance(0.3)
        ? created
        : Math.min(eventStart, created + Math.floor((rng.next() * 30 * DAY) / 1000) * 1000)
    }
    FORMULA_NAME_INDICES.forEach((i, k) => {
      if (i < count) {
        const [first, last] = FORMULA_NAMES[k % FORMULA_NAMES.length]!
        t.firstName[i] = first
        t.lastName[i] = last
      }
    })
  }

  /** Serialized attendees by row, for the origin they were rendered with (bounded LRU). */
  private json = new Map<number, Buffer>()
  /** Top-level fields laid over a row as it is rendered (control surface: odd records). */
  private readonly overrides = new Map<number, Record<string, unknown>>()
  private jsonOrigin = ''

  /**
   * Row `i` as UTF-8 JSON, rendered by `render` on a miss and kept while the table is unchanged.
   *
   * Bytes, not strings, so a page is a memcpy away.
   */
  renderJson(i: number, origin: string, render: (i: number) => unknown): Buffer {
    if (origin !== this.jsonOrigin) {
      this.json.clear()
      this.jsonOrigin = origin
    }
    let text = this.json.get(i)
    if (text === undefined) {
      const over = this.overrides.get(i)
      text = Buffer.from(JSON.stringify(over ? { ...(render(i) as object), ...over } : render(i)))
      if (this.json.size >= MAX_CACHED_ROWS) {
        // Map iterates in insertion order: drop the oldest.
        this.json.delete(this.json.keys().next().value as number)
      }
    } else {
      this.json.delete(i)
    }
    this.json.set(i, text)
    return text
  }

  indexOf(id: string): number {
    return this.ids.indexOf(id)
  }

  /**
   * Lays `fields` over row `index` as served, whatever their type.
   *
   * An undefined field is left out; filters and sorts still read the row's
   * columns. Control surface only.
   */
  override(index: number, fields: Record<string, unknown>): void {
    this.overrides.set(index, { ...this.overrides.get(index), ...fields })
    this.json.delete(index)
  }

  /** Changes filterable columns of one attendee (control surface), invalidating cached queries. */
  patch(
    index: number,
    changes: Partial<Record<TextColumn, string>> & { updatedAt?: number },
  ): void {
    for (const col of TEXT_COLUMNS) {
      const v = changes[col]
      if (v !== undefined) this.text[col][index] = v
    }
    if (changes.updatedAt !== undefined) this.updatedAt[index] = changes.updatedAt
    this.version++
    this.cache.clear()
    this.json.clear()
  }
}
