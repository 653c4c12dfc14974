/**
 * A small JSON-lines logger. Secrets never reach it: every line passes the
 * redactor, which replaces any value registered as secret (API keys the
 * process holds) and any Authorization header value.
 */
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void
  warn(message: string, fields?: Record<string, unknown>): void
  error(message: string, fields?: Record<string, unknown>): void
}

export interface Redactor {
  /** Registers a value that must never be written. */
  add(secret: string): void
  remove(secret: string): void
  apply(text: string): string
}

export function createRedactor(): Redactor {
  const secrets = new Set<string>()
  return {
    add(secret) {
      if (secret.length >= 4) secrets.add(secret)
    },
    remove(secret) {
      secrets.delete(secret)
    },
    apply(text) {
      let out = text.replace(/("?authorization"?\s*[:=]\s*)"?[^",}\s]+"?/gi, '$1"[redacted]"')
      for (const secret of secrets) out = out.split(secret).join('[redacted]')
      return out
    },
  }
}

function serialise(value: unknown): unknown {
  if (value instanceof Error) return { name: value.name, message: value.message }
  return value
}

export function createLogger(
  write: (line: string) => void,
  redactor: Redactor,
  now = () => new Date(),
): Logger {
  function log(level: string, message: string, fields?: Record<string, unknown>): void {
    const entry: Record<string, unknown> = { at: now().toISOString(), level, message }
    for (const [key, value] of Object.entries(fields ?? {})) entry[key] = serialise(value)
    let line: string
    try {
      line = JSON.stringify(entry)
    } catch {
      line = JSON.stringify({ at: entry.at, level, message })
    }
    write(redactor.apply(line) + '\n')
  }
  return {
    info: (m, f) => log('info', m, f),
    warn: (m, f) => log('warn', m, f),
    error: (m, f) => log('error', m, f),
  }
}

export const silentLogger: Logger = { info() {}, warn() {}, error() {} }
