/**
 * Where an upload's failure is told, and in which words.
 *
 * Problems with the image or its address belong on the drop zone (the user
 * fixes the image); problems with the call (not found, key, limits, network) on
 * the card that made it. The main process already words each one
 * (electron/main/api/http-errors.ts); this adds what the upload context knows.
 */
import type { AppErrorData } from '@shared/errors'

export interface UploadProblem {
  where: 'zone' | 'card'
  sentence: string
  /** The upload was sent and its answer lost: it is checked (or sent again) on request only. */
  mayHaveApplied?: true
  /**
   * Sending the same again may work, so "Retry" is offered.
   *
   * No answer, a timeout, a 5xx, a 429 once its wait is over, and what hangs on
   * the workspace rather than on what was sent (its key, the record). Never for
   * a refused image or address, which would be refused again.
   */
  retryable?: true
}

const URL_CODES = new Set(['INVALID_URL', 'PRIVATE_ADDRESS', 'UNRESOLVABLE'])

export function uploadProblem(error: AppErrorData, source: 'file' | 'url'): UploadProblem {
  const { kind, status, code, fieldErrors } = error
  if (kind === 'invalid-input') {
    const field = fieldErrors?.imageUrl ?? fieldErrors?.file
    return { where: 'zone', sentence: field ?? error.message }
  }
  if (kind === 'http' && status === 422 && code && URL_CODES.has(code)) {
    return { where: 'zone', sentence: error.message }
  }
  if (kind === 'http' && status === 400 && source === 'url' && fieldErrors?.imageUrl) {
    return {
      where: 'zone',
      sentence: `The image could not be downloaded from that address: ${fieldErrors.imageUrl}`,
    }
  }
  if (kind === 'http' && status === 400 && (fieldErrors?.file || code === 'INVALID_IMAGE')) {
    const said = fieldErrors?.file ?? error.description ?? error.message
    return { where: 'card', sentence: `The service refused the image: ${said}` }
  }
  if (kind === 'http' && (status === 413 || code === 'FILE_TOO_LARGE')) {
    return { where: 'card', sentence: error.message }
  }
  if (kind === 'http' && status === 403) {
    return {
      where: 'card',
      sentence: `This key can read but not upload: ${error.message}`,
      retryable: true,
    }
  }
  // The upload was sent and its answer lost: main's sentence says it may have been applied.
  if (error.mayHaveApplied) return { where: 'card', sentence: error.message, mayHaveApplied: true }
  if (kind === 'network' || kind === 'timeout') {
    return {
      where: 'card',
      sentence: `The service could not be reached: ${error.message}`,
      retryable: true,
    }
  }
  return { where: 'card', sentence: error.message, retryable: true }
}
