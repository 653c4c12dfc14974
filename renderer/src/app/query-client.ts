/**
 * Query defaults for a desktop app.
 *
 * No refetch storms on focus or reconnect (the main process owns the network),
 * a short stale time, and no retries. Every query here is a call to main, and
 * main's scheduler already repeats what is worth repeating, within a budget
 * that knows the rate limits (electron/main/scheduler/retry.ts). Repeating the
 * whole call here too multiplied the attempts and kept a failing screen on
 * "Loading…" for most of a minute; a failure that reaches a query is final, and
 * the screen offers Retry for the user to ask again.
 */
import { QueryClient } from '@tanstack/react-query'

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        staleTime: 30_000,
        gcTime: 10 * 60_000,
        retry: false,
      },
      mutations: { retry: false },
    },
  })
}
