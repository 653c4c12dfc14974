/**
 * The "Convert and fit" worker.
 *
 * Answers FitRequests off the UI thread, where reading every pixel of a large
 * picture would block typing and scrolling. Started by fit-in-worker.ts.
 */
import { answerFit, type FitRequest } from './fit-in-worker'

self.addEventListener('message', (event: MessageEvent<FitRequest>) => {
  void answerFit(event.data).then((response) => self.postMessage(response))
})
