/** Starts bench/support/emulator-process.ts in a child process and talks to it. */
import { fork, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { EmulatorCommand, EmulatorReady, RequestCounts } from './emulator-process'

export interface EmulatorChild extends EmulatorReady {
  latency(ms: number): Promise<void>
  resetLimits(): Promise<void>
  clearRequests(): Promise<void>
  requests(): Promise<RequestCounts>
  close(): Promise<void>
}

export async function startEmulatorChild(attendees: number): Promise<EmulatorChild> {
  const script = fileURLToPath(new URL('./emulator-process.ts', import.meta.url))
  const child: ChildProcess = fork(script, [String(attendees)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  let nextId = 0
  const pending = new Map<number, (value: unknown) => void>()
  const ready = await new Promise<EmulatorReady>((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (code) => reject(new Error(`emulator process exited (${code})`)))
    child.on('message', (message: { ready?: EmulatorReady; id?: number; value?: unknown }) => {
      if (message.ready) resolve(message.ready)
      else if (message.id !== undefined) pending.get(message.id)?.(message.value)
    })
  })
  child.removeAllListeners('exit')
  const call = <T>(command: EmulatorCommand): Promise<T> =>
    new Promise<T>((resolve) => {
      const id = ++nextId
      pending.set(id, (value) => {
        pending.delete(id)
        resolve(value as T)
      })
      child.send({ ...command, id })
    })
  return {
    ...ready,
    latency: (ms) => call({ cmd: 'latency', ms }),
    resetLimits: () => call({ cmd: 'resetLimits' }),
    clearRequests: () => call({ cmd: 'clearRequests' }),
    requests: () => call<RequestCounts>({ cmd: 'requests' }),
    async close() {
      await Promise.race([call({ cmd: 'close' }), new Promise((r) => setTimeout(r, 2000))])
      child.kill()
    },
  }
}
