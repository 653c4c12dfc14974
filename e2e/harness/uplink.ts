/**
 * The harness's uplink, which a spec may make slow: uploads whose bytes sent
 * are shown go through the app's counting sender (electron/main/api/
 * upload-sender.ts), their pieces paced at `bytesPerSecond`, as over a slow
 * link. Without it the count follows loopback's socket buffers, which take a
 * 4 MB photo at once or not depending on how the kernel sized them.
 */
import type { FetchLike } from '@main/api/http-client'
import { countingUploadSender, type UploadSender } from '@main/api/upload-sender'

export interface Uplink {
  /** Null: as fast as loopback takes it. */
  bytesPerSecond: number | null
  /**
   * Where each paced upload stops until `released` settles, its progress
   * standing part-way for a spec to look at, however slow the machine.
   */
  hold?: { afterBytes: number; released: Promise<void> } | null
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export function pacedUploadSender(uplink: Uplink): UploadSender {
  const paced: FetchLike = (input, init) => {
    const rate = uplink.bytesPerSecond
    if (rate === null || !(init.body instanceof ReadableStream)) return fetch(input, init)
    let sent = 0
    // A piece or two between the count and the wire: the count leads it by 128 KiB at most.
    const pacer = new TransformStream<Uint8Array, Uint8Array>(
      {
        async transform(piece, controller) {
          const hold = uplink.hold
          if (hold && sent + piece.byteLength > hold.afterBytes) await hold.released
          sent += piece.byteLength
          await sleep((piece.byteLength / rate) * 1000)
          controller.enqueue(piece)
        },
      },
      { highWaterMark: 1 },
      { highWaterMark: 0 },
    )
    return fetch(input, { ...init, body: init.body.pipeThrough(pacer) } as RequestInit)
  }
  return countingUploadSender(paced)
}
