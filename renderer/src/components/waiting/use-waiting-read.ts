/**
 * How long a read has waited for main, and Cancel for it.
 *
 * A query's Cancel goes through the query client: TanStack Query aborts the
 * signal it gave the query function, the bridge passes the abort to main, and
 * main stops the request (the router's AbortSignal). The query goes back to
 * what it showed before, so the screen stays usable. A read made another way
 * (a mutation, such as an upload's Check) passes its own AbortController's
 * signal to the bridge and aborts it. Either way the cancelled wait is
 * remembered for its sentence until the screen asks again.
 */
import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { tickAt, type WaitTick } from './waiting-cue'

export interface WaitingRead {
  /** Whole seconds the read has waited, once worth showing; null otherwise. */
  seconds: number | null
  /** Seconds waited when the user cancelled this read; null when it was not cancelled. */
  cancelledAfter: number | null
  cancel(): void
  /** Forgets the cancelled wait (the screen asks again). */
  dismiss(): void
}

export function useWaitingRead(queryKey: QueryKey, fetching: boolean): WaitingRead {
  const client = useQueryClient()
  return useWaitingCall(JSON.stringify(queryKey), fetching, () => {
    void client.cancelQueries({ queryKey, exact: true })
  })
}

/**
 * How long a call that is not a query (a mutation's read) has waited, and Cancel for it.
 *
 * `key` names the call, so a wait cancelled for one is not shown for another;
 * `abort` stops it (the caller's AbortController, passed to the bridge).
 */
export function useWaitingCall(key: string, waiting: boolean, abort: () => void): WaitingRead {
  const [tick, setTick] = useState<WaitTick | null>(null)
  const [cancelled, setCancelled] = useState<{ key: string; seconds: number } | null>(null)

  useEffect(() => {
    if (!waiting) return
    // performance.now(): elapsed time, whatever the wall clock does meanwhile.
    const startedAt = performance.now()
    const timer = setInterval(
      () => setTick((previous) => tickAt(previous, key, startedAt, performance.now())),
      250,
    )
    return () => {
      clearInterval(timer)
      setTick(null)
    }
  }, [waiting, key])

  const current = waiting && tick?.key === key ? tick : null
  return {
    seconds: current ? current.seconds : null,
    cancelledAfter: !waiting && cancelled?.key === key ? cancelled.seconds : null,
    cancel() {
      const waited = current ? performance.now() - current.startedAt : 0
      setCancelled({ key, seconds: Math.floor(waited / 1000) })
      abort()
    },
    dismiss() {
      setCancelled(null)
    },
  }
}
