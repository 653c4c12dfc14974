/**
 * Agenda section: the timeline of the event's known sessions, the import of
 * an agenda spreadsheet (`#/agenda/import`) and the export of the sessions
 * in the import's columns.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState, type DragEvent } from 'react'
import { toast } from 'sonner'
import type { ApplyStatus } from '@shared/agenda/model'
import type { WorkspaceSummary } from '@shared/workspace'
import { Button } from '@renderer/components/Button'
import { EventRequired } from '@renderer/components/EventRequired'
import { UploadIcon } from '@renderer/components/icons'
import { agendaMutations, rememberApply } from '@renderer/data/agenda'
import { errorData } from '@renderer/lib/errors'
import { usePaletteRequest } from '@renderer/palette/requests'
import { useEventZone } from '../sessions/use-event-zone'
import { AgendaTimeline, useAgendaSessions, type EventRef } from './AgendaTimeline'
import { useAgendaRoute } from './agenda-route'
import { AgendaImport } from './import/AgendaImport'
import { readDrop, type DroppedSheet } from './import/ChooseSheet'
import { ImportUndo } from './import/ImportUndo'
import { PendingApplies } from './import/PendingApplies'
import './agenda.css'
import './import/import.css'

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
  // The chosen zone, else the event's own where the service says it, as on Sessions.
  const { zone, settled } = useEventZone(eventRef)
  const [view, openView] = useAgendaRoute()
  const client = useQueryClient()
  const [dropped, setDropped] = useState<DroppedSheet | null>(null)
  const [resumed, setResumed] = useState<ApplyStatus | null>(null)
  const startImport = (from: { dropped?: DroppedSheet; resumed?: ApplyStatus }) => {
    setDropped(from.dropped ?? null)
    if (from.resumed) rememberApply(client, from.resumed)
    setResumed(from.resumed ?? null)
    openView('import')
  }
  const dropOnTimeline = async (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault()
    const read = await readDrop(event.dataTransfer.files)
    if ('problem' in read) {
      toast.error(read.problem)
      return
    }
    startImport({ dropped: read.sheet })
  }
  const known = useAgendaSessions(eventRef)
  const exportSessions = useMutation({
    ...agendaMutations.exportSessions(eventRef),
    onSuccess: (r) => {
      if (r.saved) toast.success(`Exported ${r.rows} sessions to ${r.path}`)
    },
    onError: (e) => toast.error(`The sessions were not exported: ${errorData(e).message}`),
  })
  // The import's template is the same file, said as a template.
  const template = useMutation({
    ...agendaMutations.exportSessions(eventRef),
    onSuccess: (r) => {
      if (!r.saved) return
      const holds = r.rows === 0 ? 'its headers' : `the ${r.rows} sessions known`
      toast.success(`Saved a template with ${holds} to ${r.path}`)
    },
    onError: (e) => toast.error(`The template was not saved: ${errorData(e).message}`),
  })
  // Picked in the palette: once the event's time zone is read, as the button would use it.
  usePaletteRequest('agenda-export', () => exportSessions.mutate(zone), settled)
  if (view === 'import')
    return (
      <AgendaImport
        eventRef={eventRef}
        sessions={known.sessions}
        knownAgenda={known.agenda}
        locationName={known.locationName}
        dropped={dropped}
        resumed={resumed}
        undo={(status) =>
          status.applied + status.uncertain > 0 ? (
            <ImportUndo workspaceId={eventRef.workspaceId} batchId={status.batchId} />
          ) : null
        }
        onDone={() => openView('timeline')}
        onTemplate={() => template.mutate(zone)}
        templateBusy={template.isPending}
      />
    )
  return (
    // A spreadsheet dropped anywhere on the timeline opens in the import.
    <div
      className="agenda-drop-target"
      data-testid="agenda-timeline-drop"
      onDragOver={(e) => e.preventDefault()}
      onDrop={(e) => void dropOnTimeline(e)}
    >
      <AgendaTimeline
        known={known}
        zone={zone}
        notices={
          <PendingApplies
            eventRef={eventRef}
            onResumed={(status) => startImport({ resumed: status })}
          />
        }
        actions={
          <>
            <Button
              size="sm"
              busy={exportSessions.isPending}
              onClick={() => exportSessions.mutate(zone)}
            >
              Export sessions…
            </Button>
            <Button size="sm" variant="primary" onClick={() => startImport({})}>
              <UploadIcon />
              Import a spreadsheet…
            </Button>
          </>
        }
      />
    </div>
  )
}
