/**
 * Why a fetch failed without an answer.
 *
 * Said in words, with whether the request provably never left this machine.
 * Node's fetch (undici) puts a `code` on the error's cause; Electron's
 * net.fetch puts `net::ERR_…` in the message.
 */

/** Failures that happen before a byte of the request is sent. */
const NEVER_SENT = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ERR_CONNECTION_REFUSED',
  'ERR_NAME_NOT_RESOLVED',
  'ERR_NAME_RESOLUTION_FAILED',
  'ERR_ADDRESS_UNREACHABLE',
  'ERR_INTERNET_DISCONNECTED',
])

const SENTENCES: Record<string, string> = {
  ECONNREFUSED: 'the service refused the connection (it may not be running, or the port is wrong).',
  ERR_CONNECTION_REFUSED:
    'the service refused the connection (it may not be running, or the port is wrong).',
  ENOTFOUND:
    "the service's host name could not be found (the network may be down, or the address is wrong).",
  EAI_AGAIN: "the service's host name could not be looked up (the network may be down).",
  ERR_NAME_NOT_RESOLVED:
    "the service's host name could not be found (the network may be down, or the address is wrong).",
  ERR_INTERNET_DISCONNECTED: 'this computer is offline.',
  ENETUNREACH: 'the network is unreachable (this computer may be offline).',
  EHOSTUNREACH: 'the service is unreachable from this network.',
  ERR_ADDRESS_UNREACHABLE: 'the service is unreachable from this network.',
  ECONNRESET: 'the connection was dropped before the answer was complete.',
  UND_ERR_SOCKET: 'the connection was dropped before the answer was complete.',
  ERR_CONNECTION_RESET: 'the connection was dropped before the answer was complete.',
  ERR_CONNECTION_CLOSED: 'the connection was dropped before the answer was complete.',
  ERR_EMPTY_RESPONSE: 'the service closed the connection without answering.',
  CERT: "the service's certificate is not trusted.",
}

function codeOf(error: unknown): string | undefined {
  const seen = new Set<unknown>()
  let current: unknown = error
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current)
    const { code, message } = current as { code?: unknown; message?: unknown }
    if (typeof code === 'string' && code.length > 0) return code
    if (typeof message === 'string') {
      const net = /net::(ERR_[A-Z_]+)/.exec(message)
      if (net?.[1]) return net[1]
      if (message === 'terminated' || /other side closed/i.test(message)) return 'ECONNRESET'
    }
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

export function describeNetworkFailure(error: unknown): {
  sentence: string
  neverSent: boolean
  code?: string
} {
  const code = codeOf(error)
  if (!code) return { sentence: 'no answer came back.', neverSent: false }
  const certificate = /CERT|SSL|TLS/.test(code) ? SENTENCES.CERT : undefined
  const sentence = SENTENCES[code] ?? certificate ?? `the connection failed (${code}).`
  return { sentence, neverSent: NEVER_SENT.has(code), code }
}
