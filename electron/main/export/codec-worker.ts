/**
 * Worker-thread entry of the export's page codec (page-codec.ts).
 *
 * Receives a page's body bytes (a copy: the pool keeps the original in case
 * this thread dies) and answers with the page's CSV bytes (transferred back,
 * not copied) and, for a full export kept as a snapshot, its records as the
 * snapshot keeps them (copied: a fraction of the page), or with the AppError
 * the page would have raised on the main thread. Runs at background priority
 * (thread-priority.ts). Nothing here touches the network or the disk.
 */
import { parentPort } from 'node:worker_threads'
import { toAppErrorData } from '@shared/errors'
import { createPageCoder } from './page-codec'
import { lowerThreadPriority } from './thread-priority'
import { toWire, type CodecReply, type CodecRequest } from './codec-wire'

const port = parentPort
if (!port) throw new Error('codec-worker.ts runs only as a worker thread')
const code = createPageCoder()
lowerThreadPriority()

port.on('message', (request: CodecRequest) => {
  let reply: CodecReply
  let transfer: ArrayBuffer[] = []
  try {
    const wire = toWire(code(request.job))
    reply = { id: request.id, ok: true, result: wire.result }
    transfer = wire.transfer
  } catch (error) {
    reply = { id: request.id, ok: false, error: toAppErrorData(error) }
  }
  port.postMessage(reply, transfer)
})
