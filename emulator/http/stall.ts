/**
 * Answers that never come, or stop partway, for the client's time limits:
 * the emulator holds them until the client gives up (its connection closes)
 * or `holdMs` passes, then cuts the connection, so nothing stays open.
 */
import type { Socket } from 'node:net'

export const DEFAULT_HOLD_MS = 120_000

/** Resolves when the socket closes or after `ms`, whichever comes first; the socket is then destroyed. */
export function holdUntilClosed(socket: Socket | undefined, ms: number): Promise<void> {
  return new Promise((resolve) => {
    if (!socket || socket.destroyed) return resolve()
    const done = (): void => {
      clearTimeout(timer)
      socket.off('close', done)
      socket.destroy()
      resolve()
    }
    const timer = setTimeout(done, ms)
    socket.once('close', done)
  })
}

/** The response's status, headers and first `bytes` of its body; then nothing until `hold` ends. */
export function stalledBody(res: Response, bytes: number, hold: () => Promise<void>): Response {
  const reader = res.body?.getReader()
  let sent = 0
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const read = reader && sent < bytes ? await reader.read() : null
      if (read && !read.done) {
        const piece = read.value.slice(0, bytes - sent)
        sent += piece.byteLength
        controller.enqueue(piece)
        return
      }
      // The connection is cut by now: the client never sees the body's end.
      await hold()
      controller.close()
    },
    cancel() {
      void reader?.cancel()
    },
  })
  const headers = new Headers(res.headers)
  headers.delete('content-length')
  return new Response(stream, { status: res.status, headers })
}
