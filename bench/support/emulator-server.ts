/**
 * The emulator as a separate server, as the real service is: `emulator/cli.ts
 * --control --json` in a child process, driven over its HTTP control surface
 * (emulator/routes/control.ts). The benchmark's process then holds only the
 * client, and the server's CPU time is read from /proc apart from it.
 */
import { spawn } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'

interface CliReady {
  baseUrl: string
  keys: Array<{ key: string; scopes: string[]; kind: string }>
  events: Array<{ id: string; speakerIds: string[]; sessionIds: string[] }>
}

/** What the server stored and answered, read after a run. */
export interface ServerRecord {
  images: Array<{ target: string; bytes: Uint8Array }>
  statuses: number[]
}

export interface EmulatorServer {
  baseUrl: string
  /** The key with read and write scopes, made for Backend usage. */
  demoKey: string
  events: CliReady['events']
  /** Fresh seeded data, empty request log, full rate-limit bucket, then this latency. */
  reset(latencyMs: number): Promise<void>
  record(): Promise<ServerRecord>
  /** CPU time the server process has used so far (user + system), in seconds. */
  cpuSeconds(): Promise<number>
  close(): Promise<void>
}

export async function startEmulatorServer(): Promise<EmulatorServer> {
  const cli = fileURLToPath(new URL('../../emulator/cli.ts', import.meta.url))
  const child = spawn(process.execPath, ['--import', 'tsx', cli, '--control', '--json'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const ready = await new Promise<CliReady>((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (code) => reject(new Error(`the emulator exited (${code}) before starting`)))
    createInterface({ input: child.stdout! }).once('line', (line) =>
      resolve(JSON.parse(line) as CliReady),
    )
  })
  child.removeAllListeners('exit')
  const control = async (method: string, path: string, body?: unknown): Promise<unknown> => {
    const response = await fetch(`${ready.baseUrl}${path}`, {
      method,
      ...(body === undefined
        ? {}
        : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
    })
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`)
    return response.json()
  }
  const demo = ready.keys.find((k) => k.kind === 'backend' && k.scopes.length === 2)
  if (!demo) throw new Error('the emulator listed no Backend key with read and write scopes')
  return {
    baseUrl: ready.baseUrl,
    demoKey: demo.key,
    events: ready.events,
    async reset(latencyMs) {
      await control('POST', '/__control/reset', {})
      await control('PUT', '/__control/latency', { ms: latencyMs })
    },
    async record() {
      // The log first: the image reads below are requests too.
      const requests = (await control('GET', '/__control/requests')) as Array<{ status: number }>
      const state = (await control('GET', '/__control/state')) as {
        images: Array<{ id: string; target: string }>
      }
      const images = await Promise.all(
        state.images.map(async ({ id, target }) => {
          const served = await fetch(`${ready.baseUrl}/media/${id}`)
          return { target, bytes: new Uint8Array(await served.arrayBuffer()) }
        }),
      )
      return { images, statuses: requests.map((r) => r.status) }
    },
    async cpuSeconds() {
      // Fields 14 and 15 of /proc/<pid>/stat, after the command name in parentheses: clock ticks.
      const stat = await readFile(`/proc/${child.pid}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      return (Number(fields[11]) + Number(fields[12])) / 100
    },
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 3000))])
    },
  }
}
