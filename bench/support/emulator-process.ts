/**
 * The emulator in a child process for the benchmarks: the exporting process
 * then measures only itself (memory, CPU), as the app would against a real
 * service. Driven over the fork IPC channel: set latency, reset limits, and
 * read back what the server saw (requests and 429s of the attendee endpoint).
 */
import { startEmulator } from '@emulator/index'

export type EmulatorCommand =
  | { cmd: 'latency'; ms: number }
  | { cmd: 'resetLimits' }
  | { cmd: 'clearRequests' }
  | { cmd: 'requests' }
  | { cmd: 'close' }

export interface EmulatorReady {
  baseUrl: string
  demoKey: string
  eventId: string
}

export interface RequestCounts {
  attendeeRequests: number
  responses429: number
}

async function main(): Promise<void> {
  const attendeesPerEvent = Number(process.argv[2] ?? 10_000)
  const emulator = await startEmulator({ port: 0, control: true, attendeesPerEvent })
  const eventId = emulator.events[0]!.id
  // Generate the attendee table now, not inside the first measured request.
  emulator.state.attendees(eventId)
  const send = (message: unknown): void => void process.send?.(message)
  process.on('message', async (message: EmulatorCommand & { id: number }) => {
    const reply = (value: unknown = null): void => send({ id: message.id, value })
    switch (message.cmd) {
      case 'latency':
        emulator.state.setLatency(message.ms)
        return reply()
      case 'resetLimits':
        // Reconfiguring clears every bucket and daily count: each run starts as a fresh day.
        emulator.state.setRateLimit({})
        return reply()
      case 'clearRequests':
        emulator.state.clearRequests()
        return reply()
      case 'requests': {
        const log = emulator.state.requests().filter((r) => r.path.endsWith('/attendees'))
        const counts: RequestCounts = {
          attendeeRequests: log.length,
          responses429: log.filter((r) => r.status === 429).length,
        }
        return reply(counts)
      }
      case 'close':
        await emulator.close()
        reply()
        process.exit(0)
    }
  })
  send({
    ready: {
      baseUrl: emulator.baseUrl,
      demoKey: emulator.demoKey,
      eventId,
    } satisfies EmulatorReady,
  })
}

void main()
