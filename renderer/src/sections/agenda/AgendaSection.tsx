/**
 * Agenda section: the timeline of the event's known sessions, and the import
 * of an agenda spreadsheet (`#/agenda/import`).
 */
import type { WorkspaceSummary } from '@shared/workspace'
import { EventRequired } from '@renderer/components/EventRequired'
import { useSessionDrafts } from '../sessions/use-session-editor'
import { COMPUTER_ZONE } from '../sessions/zones'
import { AgendaTimeline, type EventRef } from './AgendaTimeline'
import './agenda.css'

export function AgendaSection({ workspace }: { workspace: WorkspaceSummary }) {
  return (
    <EventRequired
      workspace={workspace}
      label="Agenda"
      testId="agenda-no-event"
      purpose="to see its agenda"
    >
      {(event) => <EventAgenda eventRef={event} />}
    </EventRequired>
  )
}

function EventAgenda({ eventRef }: { eventRef: EventRef }) {
  const memory = useSessionDrafts(eventRef)
  const zone = memory.data?.timeZone ?? COMPUTER_ZONE
  return <AgendaTimeline eventRef={eventRef} zone={zone} actions={null} />
}
