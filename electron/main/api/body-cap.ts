/**
 * The largest answer the client reads from the service.
 *
 * The largest answer the API gives is a page of 100 attendees, under 5 MB
 * even with long custom fields (a typical one is about 220 KB); an image
 * upload's answer is a few hundred bytes. 16 MiB leaves room for richer
 * records while a misconfigured address (a file server, a proxy streaming a
 * download) or an answer that trickles forever cannot make the main process
 * hold more than that: the read stops at the cap, nothing past it is buffered.
 */
import { sizeWords } from '@shared/byte-size'
import { appError, type AppError } from '@shared/errors'

export const MAX_BODY_BYTES = 16 * 1024 * 1024

export function bodyCapSentence(maxBytes: number, operation: string): string {
  return `The service's answer was larger than ${sizeWords(maxBytes)}: Stagehand stopped reading it while trying to ${operation}. Check that the workspace address is the Event Management Service's.`
}

/** The cap of one answer and the error of passing it. */
export interface BodyCap {
  maxBytes: number
  tooLarge(): AppError
}

/**
 * The cap for an answer of `status` to `operation`.
 *
 * Its error is not retryable (the same request gets the same answer); its
 * status lets a write say it may have been applied.
 */
export function bodyCap(
  maxBytes: number = MAX_BODY_BYTES,
  operation: string,
  status: number,
): BodyCap {
  return {
    maxBytes,
    tooLarge: () =>
      appError('invalid-response', bodyCapSentence(maxBytes, operation), {
        status,
        retryable: false,
      }),
  }
}
