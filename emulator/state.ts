/**
 * All mutable emulator state in one object.
 *
 * Seeded data, uploaded images, the request log, limits and injected faults.
 * Routes read and write it; tests reach it in-process as
 * `RunningEmulator.state` (and over HTTP under /__control when the control
 * surface is on).
 */
import {
  summarizeEvent,
  type ApiKey,
  type EventRecord,
  type EventSummary,
  type TeamRecord,
} from './model'
import { seedCatalog } from './seed/catalog'
import { AttendeeTable, type TextColumn } from './seed/attendees'
import { DEFAULT_RATE_LIMIT, RateLimiter, type RateLimitConfig } from './http/rate-limit'
import { FaultInjector, type FaultRule } from './http/faults'
import type { Resolver } from './net/fetch-image'
import type { PageEndStyle, PagingRules } from './http/pagination'
import { dialectNamed, type Dialect, type DialectName } from './dialect/dialects'
import { slowDelayMs } from './dialect/slow'

export interface EmulatorOptions {
  /** 0 (default) picks a free port. */
  port?: number
  /** Attendees per event; default 250. Up to at least 100,000 (generated lazily per event). */
  attendeesPerEvent?: number
  seed?: number
  /** Enables the test control surface (HTTP /__control and the state mutators). Default false. */
  control?: boolean
  /** Hostnames whose imageUrl may resolve to private/loopback addresses (tests). */
  allowImageHosts?: string[]
  rateLimit?: Partial<RateLimitConfig>
  /** DNS for imageUrl checks; default node:dns lookup. Tests inject a fake. */
  resolveHost?: Resolver
  /** Milliseconds since the epoch; default Date.now. Drives limits and timestamps. */
  clock?: () => number
  /** The reading of the contract to answer in (dialect/dialects.ts); default `documented`. */
  dialect?: DialectName
}

export interface StoredImage {
  id: string
  contentType: string
  bytes: Uint8Array
  width: number
  height: number
  /** What the image was uploaded for, e.g. `speaker:<id>` or `sponsor:<id>:LOGO`. */
  target: string
  createdAt: string
}

export interface RequestLogEntry {
  at: string
  method: string
  path: string
  /** Raw query string without the leading `?` ('' when none). */
  query: string
  /** Request body bytes (Content-Length, or bytes read when there is none). */
  bodySize: number
  /** 0 when the connection was dropped by fault injection. */
  status: number
  /** Label of the key used, never the key itself ('' when none or unknown). */
  keyLabel: string
  waitedMs?: number // the slow dialect's wait before handling the request
}

/** A session update body as received, so tests can check that only the changed fields were sent. */
export interface SessionUpdateBody {
  at: string
  eventId: string
  sessionId: string
  body: unknown
}

export const DEFAULT_ATTENDEES_PER_EVENT = 250
const MAX_LOGGED_REQUESTS = 10_000

export class EmulatorState {
  readonly controlEnabled: boolean
  readonly clock: () => number
  readonly allowImageHosts: Set<string>
  readonly resolveHost: Resolver | undefined
  readonly limiter: RateLimiter
  readonly faults: FaultInjector
  readonly dialect: Dialect
  seed: number
  attendeesPerEvent: number
  keys: ApiKey[] = []
  teams: TeamRecord[] = []
  eventRecords: EventRecord[] = []
  images = new Map<string, StoredImage>()
  /** Bumped on every data change; caches of derived views key on it. */
  version = 0
  latencyMs = 0
  /** How `next`/`previous` look at the ends of a list (client tests vary it). */
  pageEndStyle: PageEndStyle = 'empty'
  /** Rows on every page whatever size is asked (a service that ignores it); null: the size asked. */
  fixedPageSize: number | null = null
  /** How the page size is read: the dialect's rules, with the fixed-page control on top. */
  get pagingRules(): PagingRules {
    return {
      pageSizeParams: this.dialect.pageSizeParams,
      fixedPageSize: this.fixedPageSize ?? this.dialect.fixedPageSize,
    }
  }
  private log: RequestLogEntry[] = []
  /**
   * Bumped when the log is cleared: a request that began before (say, one
   * held by the latency control and cancelled by its client) ends after the
   * clearing and must not land in the fresh log of the next test.
   */
  private logEpoch = 0
  private sessionBodies: SessionUpdateBody[] = []
  private attendeeTables = new Map<string, AttendeeTable>()
  private imageCounter = 0
  private slowCount = 0 // API requests the slow dialect has seen since the last reset

  constructor(options: EmulatorOptions = {}) {
    this.dialect = dialectNamed(options.dialect ?? 'documented')
    this.controlEnabled = options.control ?? false
    this.clock = options.clock ?? Date.now
    this.allowImageHosts = new Set((options.allowImageHosts ?? []).map((h) => h.toLowerCase()))
    this.resolveHost = options.resolveHost
    this.seed = options.seed ?? 1
    this.attendeesPerEvent = options.attendeesPerEvent ?? DEFAULT_ATTENDEES_PER_EVENT
    this.limiter = new RateLimiter({ ...DEFAULT_RATE_LIMIT, ...options.rateLimit }, this.clock)
    this.faults = new FaultInjector(this.seed)
    this.load()
  }

  private load(): void {
    const catalog = seedCatalog(this.seed)
    this.keys = catalog.keys
    this.teams = catalog.teams
    this.eventRecords = catalog.events
    this.attendeeTables.clear()
    this.images.clear()
    this.version++
  }

  private requireControl(what: string): void {
    if (!this.controlEnabled) {
      throw new Error(
        `${what}: the emulator's control surface is off (start it with control: true)`,
      )
    }
  }

  // ---- reads -------------------------------------------------------------

  get events(): EventSummary[] {
    return this.eventRecords.map(summarizeEvent)
  }

  findKey(secret: string): ApiKey | undefined {
    return this.keys.find((k) => k.key === secret)
  }

  event(id: string): EventRecord | undefined {
    return this.eventRecords.find((e) => e.id === id)
  }

  /** The attendees of an event, generated on first use (100,000 take well under a second). */
  attendees(eventId: string): AttendeeTable | undefined {
    const index = this.eventRecords.findIndex((e) => e.id === eventId)
    const event = this.eventRecords[index]
    if (!event) return undefined
    let table = this.attendeeTables.get(eventId)
    if (!table) {
      table = new AttendeeTable(event, index, this.seed, this.attendeesPerEvent)
      this.attendeeTables.set(eventId, table)
    }
    return table
  }

  requests(): RequestLogEntry[] {
    return this.log.slice()
  }

  /** The `slow` dialect's wait for the next API request; null in other dialects. */
  nextSlowDelay(): number | null {
    return this.dialect.slow ? slowDelayMs(this.seed, this.slowCount++) : null
  }

  // ---- writes by routes -------------------------------------------------

  /** Marks data as changed so cached query results are dropped. */
  touch(): void {
    this.version++
  }

  storeImage(image: Omit<StoredImage, 'id' | 'createdAt'>): StoredImage {
    this.imageCounter++
    const id = `img-${this.imageCounter.toString().padStart(6, '0')}-${image.bytes.length}`
    const stored = { ...image, id, createdAt: new Date(this.clock()).toISOString() }
    this.images.set(id, stored)
    this.touch()
    return stored
  }

  /** Every JSON body a session update received (kept with the request log, and as long). */
  recordSessionUpdate(entry: Omit<SessionUpdateBody, 'at'>): void {
    this.sessionBodies.push({ at: new Date(this.clock()).toISOString(), ...entry })
    if (this.sessionBodies.length > MAX_LOGGED_REQUESTS)
      this.sessionBodies.splice(0, this.sessionBodies.length - MAX_LOGGED_REQUESTS)
  }

  sessionUpdates(): SessionUpdateBody[] {
    return structuredClone(this.sessionBodies)
  }

  /** Pass to recordRequest when the request ends; taken when it begins. */
  get requestLogEpoch(): number {
    return this.logEpoch
  }

  recordRequest(entry: RequestLogEntry, begunInEpoch = this.logEpoch): void {
    if (begunInEpoch !== this.logEpoch) return
    this.log.push(entry)
    if (this.log.length > MAX_LOGGED_REQUESTS)
      this.log.splice(0, this.log.length - MAX_LOGGED_REQUESTS)
  }

  // ---- control surface --------------------------------------------------

  /** Back to freshly seeded data (optionally a new seed or size); clears images, log, limits, faults. */
  reset(options: { seed?: number; attendeesPerEvent?: number } = {}): void {
    this.requireControl('reset')
    if (options.seed !== undefined) this.seed = options.seed
    if (options.attendeesPerEvent !== undefined) this.attendeesPerEvent = options.attendeesPerEvent
    this.load()
    this.log = []
    this.logEpoch++
    this.sessionBodies = []
    this.latencyMs = 0
    this.slowCount = 0
    this.pageEndStyle = 'empty'
    this.fixedPageSize = null
    this.limiter.reset()
    this.faults.configure([], this.seed)
  }

  clearRequests(): void {
    this.requireControl('clearRequests')
    this.log = []
    this.logEpoch++
    this.sessionBodies = []
  }

  setLatency(ms: number): void {
    this.requireControl('setLatency')
    this.latencyMs = Math.max(0, ms)
  }

  setFaults(rules: FaultRule[], seed?: number): void {
    this.requireControl('setFaults')
    this.faults.configure(rules, seed ?? this.seed)
  }

  /** Lets every request a `hold` fault keeps go on to be handled; returns how many. */
  releaseHeld(): number {
    this.requireControl('releaseHeld')
    return this.faults.release()
  }

  setPageEndStyle(style: PageEndStyle): void {
    this.requireControl('setPageEndStyle')
    this.pageEndStyle = style
  }

  setFixedPageSize(rows: number | null): void {
    this.requireControl('setFixedPageSize')
    this.fixedPageSize = rows === null ? null : Math.max(1, Math.floor(rows))
  }

  setRateLimit(config: Partial<RateLimitConfig>): void {
    this.requireControl('setRateLimit')
    this.limiter.configure({ ...this.limiter.settings, ...config })
  }

  /** Changes filterable fields of one attendee, as if it was edited elsewhere; false if unknown. */
  patchAttendee(
    eventId: string,
    attendeeId: string,
    patch: Partial<Record<TextColumn, string>> & { updatedAt?: string },
  ): boolean {
    this.requireControl('patchAttendee')
    const table = this.attendees(eventId)
    const index = table?.indexOf(attendeeId) ?? -1
    if (!table || index < 0) return false
    const { updatedAt, ...text } = patch
    table.patch(index, {
      ...text,
      updatedAt: updatedAt === undefined ? this.clock() : Date.parse(updatedAt),
    })
    this.touch()
    return true
  }

  /**
   * Serves one attendee with `fields` laid over it as they are (a number where
   * the contract says text, no `id`, fields the contract does not name), as
   * another service might; false if unknown.
   */
  overrideAttendee(eventId: string, attendeeId: string, fields: Record<string, unknown>): boolean {
    this.requireControl('overrideAttendee')
    const table = this.attendees(eventId)
    const index = table?.indexOf(attendeeId) ?? -1
    if (!table || index < 0) return false
    table.override(index, fields)
    this.touch()
    return true
  }

  /** Everything but attendees and image bytes, as plain JSON (for tests to assert on). */
  snapshot() {
    return {
      dialect: this.dialect.name,
      seed: this.seed,
      version: this.version,
      attendeesPerEvent: this.attendeesPerEvent,
      teams: structuredClone(this.teams),
      events: structuredClone(this.eventRecords),
      images: [...this.images.values()].map(({ bytes, ...meta }) => ({
        ...meta,
        byteLength: bytes.length,
      })),
      rateLimit: this.limiter.settings,
      latencyMs: this.latencyMs,
      pageEndStyle: this.pageEndStyle,
      faults: this.faults.rules,
    }
  }
}
