/**
 * CSV exports as the renderer sees them: the list from main once, then every
 * `exports:progress` event folded in (progress, pause, the final summary) by
 * `useExportSync` at the app's root, whichever section is shown.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { ExportStatus } from '@shared/ipc/channels/export'
import { exportQueries, forgetExport, rememberExport } from '@renderer/data/exports'

export function useExports() {
  return useQuery(exportQueries.list())
}

/** Puts a status into the cached list at once (a call's answer may beat its first event). */
export function useRememberExport() {
  const client = useQueryClient()
  return (status: ExportStatus) => rememberExport(client, status)
}

export function useForgetExport() {
  const client = useQueryClient()
  return (exportId: string) => forgetExport(client, exportId)
}
