/**
 * Says when the service cannot be reached, above every section.
 *
 * What the window already holds stays on screen (the last loaded pages, the
 * catalog of known IDs, which lives on this computer); "Try again" asks again
 * for what failed, only when the user says so.
 */
import { useQueryClient } from '@tanstack/react-query'
import { useState, useSyncExternalStore } from 'react'
import { Button } from '../components/Button'
import { Banner } from '../components/feedback'
import { failedForNetwork, unreachableKey, type Unreachable } from './service-reachability'

function useUnreachable(): Unreachable | null {
  const cache = useQueryClient().getQueryCache()
  const key = useSyncExternalStore(
    (notify) => cache.subscribe(notify),
    () => unreachableKey(cache),
  )
  return key ? (JSON.parse(key) as Unreachable) : null
}

export function NetworkBanner() {
  const client = useQueryClient()
  const down = useUnreachable()
  const [retrying, setRetrying] = useState(false)
  if (!down) return null
  const retry = async () => {
    setRetrying(true)
    try {
      // Each query's own error stays on screen if it fails again; the banner reads the cache.
      await client.refetchQueries({ predicate: failedForNetwork })
    } finally {
      setRetrying(false)
    }
  }
  return (
    <Banner
      tone="error"
      title="The service cannot be reached"
      testId="network-banner"
      actions={
        <Button size="sm" busy={retrying} onClick={() => void retry()}>
          Try again
        </Button>
      }
    >
      <p>{down.message}</p>
      <p>
        What Stagehand already knows stays on screen: the last loaded pages and the catalog of known
        IDs. Changes cannot be sent until the service answers again.
      </p>
    </Banner>
  )
}
