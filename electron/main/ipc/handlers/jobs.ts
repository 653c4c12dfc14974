/** Handlers of the jobs channels: the progress of a job the window drives (the bulk photo upload). */
import type { JobService } from '@main/jobs/job-service'
import type { NamespaceHandlers } from '../router'

export function jobsHandlers(jobs: JobService): NamespaceHandlers<'jobs'> {
  return {
    'jobs:report': async (report) => {
      jobs.report(report)
      return { accepted: true as const }
    },
  }
}
