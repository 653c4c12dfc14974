/**
 * Fault injection for client tests.
 *
 * Server errors, dropped connections, malformed JSON, an HTML error page, slow
 * bodies, a request body read slowly (an upload over a slow link), requests
 * that are never answered, answers that stall partway, and the bare JSON string
 * body that team listing documents, and right answers in odd forms
 * (odd-answers.ts). Which request is hit is decided by a seeded
 * generator, so a failing test replays exactly.
 */
import type { Socket } from 'node:net'
import { createRng, hashSeed, type Rng } from '../seed/prng'

export type FaultKind =
  /** A 5xx (status, default 500) with the error envelope. */
  | 'error'
  /** The socket is destroyed without a response. */
  | 'drop'
  /** 200 with a JSON content type and a body cut off mid-object. */
  | 'malformed-json'
  /** An HTML error page (status, default 502) as a proxy would send. */
  | 'html'
  /** The real response, its body trickled out in small chunks. */
  | 'slow-body'
  /** The request is taken and never answered: held until the client gives up (or `holdMs`). */
  | 'hang'
  /**
   * The request waits until the control surface lets it go (`release`), then
   * is handled as usual; a client that gives up first leaves nothing behind.
   */
  | 'hold'
  /** The real status, headers and first `chunkBytes` of the body, then nothing until the client gives up (or `holdMs`). */
  | 'stall-body'
  /** The request body read in small chunks with a pause before each, as over a slow uplink. */
  | 'slow-upload'
  /** 200 whose body is a bare JSON string (`message`), as documented for team listing. */
  | 'bare-string'
  /** The real answer, its page's `data` list with `records` (of any shape) added at the end. */
  | 'odd-records'
  /** The real answer with the key it was sent with echoed in it (odd-answers.ts). */
  | 'echo-key'

export interface FaultRule {
  kind: FaultKind
  /** Probability per matching request, 0..1 (default 1). */
  rate?: number
  /** Matches when the request path starts with this (default: every API path). */
  pathPrefix?: string
  /** Matches only this method (default: any). */
  method?: string
  /** Applies at most this many times, then the rule is spent. */
  times?: number
  /** For `error` and `html`. */
  status?: number
  /** For `slow-body` and `slow-upload`: bytes per chunk (default 64) and delay between chunks (default 100 ms). For `stall-body`: bytes sent before the stall (default 64). */
  chunkBytes?: number
  chunkDelayMs?: number
  /** For `hang` and `stall-body`: after this long the connection is cut (default 120 s). */
  holdMs?: number
  /**
   * For `slow-upload`: only the first this many bytes are read slowly, the rest
   * at once (default: all), so a test sees an upload part-way without waiting
   * out a whole slow body.
   */
  slowBytes?: number
  /** For `bare-string`; for `error`, the message of its body. */
  message?: string
  /** For `error`: the `code` of its body (default INTERNAL_ERROR). */
  code?: string
  /**
   * For every kind but `slow-body`: the request is handled first (a write is
   * applied), then its answer replaced: an answer lost after the work was done.
   */
  afterHandling?: boolean
  /** For `odd-records`: the records added, as the answer carries them (any JSON). */
  records?: unknown[]
}

const KINDS: ReadonlySet<string> = new Set([
  'error',
  'drop',
  'malformed-json',
  'html',
  'slow-body',
  'hang',
  'hold',
  'stall-body',
  'slow-upload',
  'bare-string',
  'odd-records',
  'echo-key',
])

/** Checks a rule from JSON (the HTTP control surface); returns an error message or null. */
export function validateFaultRule(rule: unknown): string | null {
  if (typeof rule !== 'object' || rule === null) return 'a fault rule must be an object'
  const r = rule as Record<string, unknown>
  if (typeof r.kind !== 'string' || !KINDS.has(r.kind)) {
    return `kind must be one of ${[...KINDS].join(', ')}`
  }
  if (r.rate !== undefined && (typeof r.rate !== 'number' || r.rate < 0 || r.rate > 1)) {
    return 'rate must be a number from 0 to 1'
  }
  for (const k of [
    'times',
    'status',
    'chunkBytes',
    'chunkDelayMs',
    'holdMs',
    'slowBytes',
  ] as const) {
    if (r[k] !== undefined && (typeof r[k] !== 'number' || !Number.isInteger(r[k]) || r[k] < 0)) {
      return `${k} must be a non-negative integer`
    }
  }
  if (r.afterHandling !== undefined && typeof r.afterHandling !== 'boolean') {
    return 'afterHandling must be true or false'
  }
  if (r.records !== undefined && !Array.isArray(r.records)) return 'records must be a list'
  for (const k of ['pathPrefix', 'method', 'message', 'code'] as const) {
    if (r[k] !== undefined && typeof r[k] !== 'string') return `${k} must be a string`
  }
  return null
}

export class FaultInjector {
  private active: { rule: FaultRule; left: number }[] = []
  private rng: Rng
  /** Requests a `hold` rule keeps, each let go by calling its entry. */
  private waiting = new Set<() => void>()

  constructor(seed: number) {
    this.rng = createRng(hashSeed(seed, 'faults'))
  }

  get rules(): FaultRule[] {
    return this.active.map((a) => ({ ...a.rule }))
  }

  configure(rules: FaultRule[], seed: number): void {
    this.active = rules.map((rule) => ({ rule: { ...rule }, left: rule.times ?? Infinity }))
    this.rng = createRng(hashSeed(seed, 'faults'))
    // New rules (or none) end the old ones' holds, so nothing waits for a release that never comes.
    this.release()
  }

  /** How many requests a `hold` rule keeps waiting now. */
  get held(): number {
    return this.waiting.size
  }

  /** Waits until `release` (true) or until the client's connection closes (false). */
  hold(socket: Socket | undefined): Promise<boolean> {
    return new Promise((resolve) => {
      if (!socket || socket.destroyed) return resolve(false)
      const done = (released: boolean) => () => {
        this.waiting.delete(go)
        socket.off('close', gone)
        resolve(released)
      }
      const go = done(true)
      const gone = done(false)
      this.waiting.add(go)
      socket.once('close', gone)
    })
  }

  /** Lets every held request go on; returns how many there were. */
  release(): number {
    const held = [...this.waiting]
    for (const go of held) go()
    return held.length
  }

  /** The fault to apply to this request, if any. The first matching rule that fires wins. */
  pick(method: string, path: string): FaultRule | undefined {
    for (const a of this.active) {
      const { rule } = a
      if (a.left <= 0) continue
      if (rule.method && rule.method.toUpperCase() !== method.toUpperCase()) continue
      if (rule.pathPrefix && !path.startsWith(rule.pathPrefix)) continue
      // Roll even for rate 1 so adding a rule does not shift other rules' sequences unexpectedly.
      const roll = this.rng.next()
      if (roll >= (rule.rate ?? 1)) continue
      a.left--
      return rule
    }
    return undefined
  }
}
