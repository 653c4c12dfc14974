/**
 * Helpers for the conformance suite.
 *
 * A real emulator on a loopback port and a small fetch wrapper. Tests talk HTTP
 * to 127.0.0.1 only.
 */
import { afterAll, beforeAll } from 'vitest'
import { startEmulator, type RunningEmulator } from '../index'
import type { EmulatorOptions } from '../state'

export interface Call {
  status: number
  headers: Headers
  body: unknown
  text: string
}

export function useEmulator(options: EmulatorOptions = {}): () => RunningEmulator {
  let emulator: RunningEmulator | undefined
  beforeAll(async () => {
    emulator = await startEmulator({ control: true, ...options })
  })
  afterAll(async () => {
    await emulator?.close()
  })
  return () => {
    if (!emulator) throw new Error('emulator not started')
    return emulator
  }
}

/** Key of a given kind and scope set, e.g. keyOf(emu, 'other', 'READ'). */
export function keyOf(emu: RunningEmulator, kind: 'backend' | 'other', scopes: string): string {
  const k = emu.keys.find((k) => k.kind === kind && k.scopes.join('+') === scopes)
  if (!k) throw new Error(`no ${kind} ${scopes} key`)
  return k.key
}

export async function call(
  emu: RunningEmulator,
  path: string,
  init: {
    method?: string
    key?: string | null
    json?: unknown
    body?: RequestInit['body']
    headers?: Record<string, string>
  } = {},
): Promise<Call> {
  const headers: Record<string, string> = { ...init.headers }
  const key = init.key === undefined ? emu.demoKey : init.key
  if (key !== null) headers.authorization = key
  let body = init.body
  if (init.json !== undefined) {
    headers['content-type'] ??= 'application/json'
    body = JSON.stringify(init.json)
  }
  const res = await fetch(emu.baseUrl + path, { method: init.method ?? 'GET', headers, body })
  const text = await res.text()
  let parsed: unknown = undefined
  try {
    parsed = JSON.parse(text)
  } catch {
    /* not JSON: tests look at text */
  }
  return { status: res.status, headers: res.headers, body: parsed, text }
}

/** Asserts the error envelope shape: `bare` for attendee listing and location deletion. */
export function envelopeKeys(style: 'full' | 'bare'): string[] {
  return style === 'full'
    ? ['code', 'description', 'errors', 'message', 'params', 'timestamp']
    : ['description', 'errors', 'message', 'timestamp']
}

export const sortedKeys = (o: unknown) => Object.keys(o as object).sort()

/** A multipart body: byte parts become files, string parts text fields. */
export function multipartForm(parts: [string, Uint8Array | string][]): FormData {
  const f = new FormData()
  for (const [name, v] of parts) {
    if (typeof v === 'string') f.append(name, v)
    else f.append(name, new Blob([v.slice()], { type: 'application/octet-stream' }), 'upload.bin')
  }
  return f
}
