/**
 * Query defaults for a desktop app: no refetch storms on focus or reconnect
 * (the main process owns the network), a short stale time, and retries only
 * for errors the main process marks retryable (rate limits, timeouts,
 * dropped connections), honouring Retry-After.
 */
import { QueryClient } from '@tanstack/react-query'
import { errorData } from '../lib/errors'

const MAX_RETRIES = 2
const MAX_DELAY_MS = 30_000

export function retryDelay(attempt: number, error: unknown): number {
  const after = errorData(error).retryAfterSeconds
  if (after !== undefined && after > 0) return Math.min(after * 1000, MAX_DELAY_MS)
  return Math.min(1000 * 2 ** attempt, 8000)
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        staleTime: 30_000,
        gcTime: 10 * 60_000,
        retry: (failureCount, error) => failureCount < MAX_RETRIES && errorData(error).retryable,
        retryDelay,
      },
      mutations: { retry: false },
    },
  })
}
