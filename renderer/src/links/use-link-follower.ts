/**
 * Follows the stagehand:// links main received: on start, and at each arrival.
 *
 * Main keeps the links until the window takes them (docs/links.md), so one
 * that came before the window, or while its page loaded, is followed once the
 * window is here. A refused link leaves its sentence for the window to show.
 */
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useState } from 'react'
import type { LinkDelivery } from '@shared/ipc/channels/links'
import { onMainEvent } from '@renderer/data/events'
import { showLinkedEvent, takeLinks } from '@renderer/data/links'
import { errorData } from '@renderer/lib/errors'
import { sectionFromHash } from '@renderer/hooks/use-section-route'
import { leavePlace, placeHref } from './place-route'

export function useLinkFollower(): { refusal: string | null; dismiss(): void } {
  const client = useQueryClient()
  const [refusal, setRefusal] = useState<string | null>(null)

  useEffect(() => {
    let chain = Promise.resolve()
    const follow = async (link: LinkDelivery) => {
      if (link.outcome === 'refused') return setRefusal(link.message)
      setRefusal(null)
      await showLinkedEvent(client, link.workspaceId, link.eventId)
      // A link to the event alone keeps the section, without a place of the event shown before.
      if (link.kind === null || link.id === null) leavePlace(sectionFromHash(window.location.hash))
      else window.location.hash = placeHref(link.kind, link.id)
    }
    // One take at a time, links in the order they came: the last one is where the window ends.
    const takeAll = () => {
      chain = chain
        .then(async () => {
          for (const link of (await takeLinks()).links) await follow(link)
        })
        .catch((error: unknown) =>
          setRefusal(`The link could not be followed: ${errorData(error).message}`),
        )
    }
    takeAll()
    return onMainEvent('links:arrived', takeAll)
  }, [client])

  return { refusal, dismiss: useCallback(() => setRefusal(null), []) }
}
