/**
 * CSV exports as the renderer sees them: the list from main once, then every
 * `exports:progress` event folded in (progress, pause, the final summary).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { ExportStatus } from '@shared/ipc/channels/export'
import { queryKeys } from '@renderer/app/query-keys'
import { bridge } from '@renderer/bridge'

type ExportList = { exports: ExportStatus[] }

function upsert(old: ExportList | undefined, status: ExportStatus): ExportList {
  const list = old?.exports ?? []
  const found = list.some((s) => s.exportId === status.exportId)
  return {
    exports: found
      ? list.map((s) => (s.exportId === status.exportId ? status : s))
      : [...list, status],
  }
}

export function useExports() {
  const client = useQueryClient()
  useEffect(
    () =>
      bridge().events.on('exports:progress', (status) =>
        client.setQueryData<ExportList>(queryKeys.exports, (old) => upsert(old, status)),
      ),
    [client],
  )
  return useQuery({
    queryKey: queryKeys.exports,
    queryFn: ({ signal }) => bridge().exports.list(undefined, { signal }),
    staleTime: Infinity,
  })
}

/** Puts a status into the cached list at once (a call's answer may beat its first event). */
export function useRememberExport() {
  const client = useQueryClient()
  return (status: ExportStatus) =>
    client.setQueryData<ExportList>(queryKeys.exports, (old) => upsert(old, status))
}

export function useForgetExport() {
  const client = useQueryClient()
  return (exportId: string) =>
    client.setQueryData<ExportList>(queryKeys.exports, (old) => ({
      exports: (old?.exports ?? []).filter((s) => s.exportId !== exportId),
    }))
}
