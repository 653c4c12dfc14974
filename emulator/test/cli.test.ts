import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { describe, expect, it } from 'vitest'
import type { EventSummary } from '../model'

describe('npm run emulator (emulator/cli.ts)', () => {
  it('prints one line of JSON with --json, serves, and exits cleanly on SIGINT', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'emulator/cli.ts', '--json', '--attendees', '7', '--port', '0'],
      {
        cwd: new URL('../..', import.meta.url).pathname,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    let stderr = ''
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
    const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)))
    const lines = createInterface({ input: child.stdout })
    const first = await new Promise<string>((resolve, reject) => {
      lines.once('line', resolve)
      void exited.then(() => reject(new Error(`exited early: ${stderr}`)))
    })
    const out = JSON.parse(first) as {
      baseUrl: string
      keys: { key: string; scopes: string[]; kind: string }[]
      events: EventSummary[]
    }
    expect(Object.keys(out)).toEqual(['baseUrl', 'keys', 'events'])
    expect(out.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(out.keys).toHaveLength(6)
    for (const k of out.keys) expect(Object.keys(k)).toEqual(['key', 'scopes', 'kind'])
    expect(out.events).toHaveLength(3)
    for (const e of out.events) {
      expect(Object.keys(e)).toEqual([
        'id',
        'name',
        'speakerIds',
        'sponsorIds',
        'sessionIds',
        'locationIds',
        'defaultLocationId',
      ])
      expect(e.locationIds).toContain(e.defaultLocationId)
    }
    const key = out.keys.find((k) => k.kind === 'backend' && k.scopes.length === 2)!.key
    const r = await fetch(`${out.baseUrl}/v1/events/${out.events[0]!.id}/attendees?size=100`, {
      headers: { authorization: key },
    })
    expect(((await r.json()) as { data: unknown[] }).data).toHaveLength(7)
    child.kill('SIGINT')
    expect(await exited).toBe(0)
    await expect(fetch(`${out.baseUrl}/v1/teams`)).rejects.toThrow()
  })
})
