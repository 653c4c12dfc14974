/** Where a long job is shown: the section a click on its notification opens. */
import type { JobKind } from '@shared/ipc/channels/jobs'
import type { SectionId } from '../lib/sections'

const JOB_SECTIONS: Record<JobKind, SectionId> = {
  export: 'attendees',
  photos: 'speakers',
  undo: 'history',
  import: 'agenda',
  snapshot: 'attendees',
}

export function jobSection(kind: JobKind): SectionId {
  return JOB_SECTIONS[kind]
}
