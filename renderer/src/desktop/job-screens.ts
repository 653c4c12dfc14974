/** Where a long job is shown: the section a click on its notification opens. */
import type { JobKind } from '@shared/ipc/channels/jobs'
import { isSectionId, type SectionId } from '../app/sections'

/** Each kind's section, by id; a kind whose section the app lacks keeps the current one. */
const JOB_SECTIONS: Record<JobKind, string> = {
  export: 'attendees',
  photos: 'speakers',
  undo: 'history',
  import: 'agenda',
}

export function jobSection(
  kind: JobKind,
  known: (id: string) => id is SectionId = isSectionId,
): SectionId | null {
  const id = JOB_SECTIONS[kind]
  return known(id) ? id : null
}
