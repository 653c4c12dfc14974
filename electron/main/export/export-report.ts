/** An export's status as a job report: rows written, no total (the API gives none). */
import type { JobReportInput } from '@shared/ipc/channels/jobs'
import type { ExportStatus } from '@shared/ipc/channels/export'
import type { ExportService } from './export-service'
import type { JobService } from '../jobs/job-service'

const rows = new Intl.NumberFormat('en-US')

export function exportJobReport(status: ExportStatus): JobReportInput {
  const written = `${rows.format(status.rowsWritten)} ${status.rowsWritten === 1 ? 'row' : 'rows'} written.`
  const message = status.error?.message ?? (status.state === 'done' ? written : null)
  return {
    jobId: status.exportId,
    kind: 'export',
    workspaceId: status.workspaceId,
    eventId: status.eventId,
    subject: status.fileName,
    state: status.state,
    pausedForQuota: status.state === 'paused' && status.pausedReason === 'quota',
    done: status.rowsWritten,
    total: null,
    message,
  }
}

/** The export service whose discard also takes the export off the taskbar (it sends no status). */
export function discardForgetsJob(exports: ExportService, jobs: JobService): ExportService {
  return {
    ...exports,
    async discard(exportId) {
      const result = await exports.discard(exportId)
      if (result.discarded) jobs.forget({ kind: 'export', jobId: exportId })
      return result
    },
  }
}
