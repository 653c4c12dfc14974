/**
 * A small JSON-lines logger.
 *
 * Secrets never reach it: every string of an entry passes the redactor before
 * the entry is encoded (JSON escapes a `"` or `\` in a key, and the escaped
 * form would no longer match the key), and the encoded line passes it again.
 * The redactor replaces any value registered as secret (API keys the process
 * holds) and any Authorization header value.
 */
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void
  warn(message: string, fields?: Record<string, unknown>): void
  error(message: string, fields?: Record<string, unknown>): void
}

export interface Redactor {
  /**
   * Registers a value that must never be written.
   *
   * Counted: two workspaces may hold the same key, and removing one of them
   * must not expose it.
   */
  add(secret: string): void
  /** Undoes one `add`; the value is written again only once every `add` is undone. */
  remove(secret: string): void
  /** One string of an entry, before encoding. */
  apply(text: string): string
  /** An encoded JSON line: also finds secrets in their JSON-escaped form. */
  applyToLine(line: string): string
}

const REDACTED = '[redacted]'
/** A header name whose value is a credential, wherever it appears as an object key. */
const CREDENTIAL_KEY = /^(authorization|proxy-authorization)$/i
/** "Authorization: <value>" in free text: the value runs to the next space (keys have none). */
const HEADER_IN_TEXT = /(authorization"?\s*[:=]\s*)(?:(?:bearer|basic)\s+)?\S+/gi
/** A member named Authorization in an encoded line: its whole JSON string value, escapes included. */
const HEADER_IN_LINE = /("(?:proxy-)?authorization"\s*:\s*)"(?:[^"\\]|\\.)*"/gi

const jsonEscaped = (text: string): string => JSON.stringify(text).slice(1, -1)

export function createRedactor(): Redactor {
  const secrets = new Map<string, number>()
  const replaceAll = (text: string, forms: (secret: string) => string[]): string => {
    let out = text
    for (const secret of secrets.keys()) {
      for (const form of forms(secret)) out = out.split(form).join(REDACTED)
    }
    return out
  }
  return {
    add(secret) {
      if (secret.length >= 4) secrets.set(secret, (secrets.get(secret) ?? 0) + 1)
    },
    remove(secret) {
      const count = secrets.get(secret) ?? 0
      if (count > 1) secrets.set(secret, count - 1)
      else secrets.delete(secret)
    },
    apply(text) {
      return replaceAll(text, (s) => [s]).replace(HEADER_IN_TEXT, `$1${REDACTED}`)
    },
    applyToLine(line) {
      const out = replaceAll(line, (s) => [s, jsonEscaped(s)])
      return out.replace(HEADER_IN_LINE, `$1"${REDACTED}"`)
    },
  }
}

/**
 * A copy of a field value as JSON would see it, every string (member names too) redacted.
 *
 * Errors keep name and message only; cycles end in a marker.
 */
function redactValue(value: unknown, redactor: Redactor, seen: WeakSet<object>): unknown {
  if (typeof value === 'string') return redactor.apply(value)
  if (typeof value !== 'object' || value === null) return value
  if (value instanceof Error) {
    return { name: redactor.apply(value.name), message: redactor.apply(value.message) }
  }
  const json = (value as { toJSON?: unknown }).toJSON
  if (typeof json === 'function') {
    return redactValue((json as () => unknown).call(value), redactor, seen)
  }
  // `seen` holds the ancestors only: an object met twice side by side is no cycle.
  if (seen.has(value)) return '[circular]'
  seen.add(value)
  const out = Array.isArray(value)
    ? value.map((item) => redactValue(item, redactor, seen))
    : redactMembers(value as Record<string, unknown>, redactor, seen)
  seen.delete(value)
  return out
}

function redactMembers(
  value: Record<string, unknown>,
  redactor: Redactor,
  seen: WeakSet<object>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, inner] of Object.entries(value)) {
    out[redactor.apply(key)] = CREDENTIAL_KEY.test(key)
      ? REDACTED
      : redactValue(inner, redactor, seen)
  }
  return out
}

export function createLogger(
  write: (line: string) => void,
  redactor: Redactor,
  now = () => new Date(),
): Logger {
  function log(level: string, message: string, fields?: Record<string, unknown>): void {
    const at = now().toISOString()
    const entry: Record<string, unknown> = {
      at,
      level,
      message: redactor.apply(message),
      ...redactMembers(fields ?? {}, redactor, new WeakSet()),
    }
    let line: string
    try {
      line = JSON.stringify(entry)
    } catch {
      line = JSON.stringify({ at, level, message: entry.message })
    }
    write(redactor.applyToLine(line) + '\n')
  }
  return {
    info: (m, f) => log('info', m, f),
    warn: (m, f) => log('warn', m, f),
    error: (m, f) => log('error', m, f),
  }
}

export const silentLogger: Logger = { info() {}, warn() {}, error() {} }
