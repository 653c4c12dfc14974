/**
 * The image-check worker.
 *
 * Answers ImageCheckRequests with the deep precheck verdict, off the UI thread.
 * Started by image-check.ts.
 */
import {
  answerImageCheck,
  decompressionInflate,
  type ImageCheckRequest,
} from './image-check-protocol'

self.addEventListener('message', (event: MessageEvent<ImageCheckRequest>) => {
  void answerImageCheck(event.data, decompressionInflate).then((response) =>
    self.postMessage(response, { transfer: [response.buffer] }),
  )
})
