/**
 * The byte progress of the uploads a component starts.
 *
 * It names each upload (`track` returns a new upload ID to pass in the upload
 * call) and keeps the latest `uploads:progress` event of those it named. The
 * listener is there from the first render, so no event of an upload is missed
 * while it starts.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { onMainEvent } from '@renderer/data/events'
import { newUploadId, withProgress, type ProgressById } from './byte-progress'

const none: ProgressById = new Map()

export function useUploadProgress() {
  const tracked = useRef(new Set<string>())
  const [progress, setProgress] = useState<ProgressById>(none)
  useEffect(
    () =>
      onMainEvent('uploads:progress', (event) => {
        if (tracked.current.has(event.uploadId)) setProgress((p) => withProgress(p, event))
      }),
    [],
  )
  const track = useCallback((): string => {
    const id = newUploadId()
    tracked.current.add(id)
    return id
  }, [])
  return { progress, track }
}
