/**
 * The part of a section that needs an event.
 *
 * Until the workspace has one, the section says how to choose it. Once chosen,
 * the content is keyed by workspace and event, so switching either starts it
 * afresh instead of showing one event's state under another's ID.
 */
import { Fragment, type ReactNode } from 'react'
import type { WorkspaceSummary } from '@shared/workspace'
import { EmptyState } from './feedback'

export interface ChosenEvent {
  workspaceId: string
  eventId: string
}

export function EventRequired({
  workspace,
  label,
  testId,
  purpose,
  children,
}: {
  workspace: WorkspaceSummary
  /** The section's accessible name. */
  label: string
  testId: string
  /** What choosing the event will show, e.g. "to see its speakers". */
  purpose: string
  children: (event: ChosenEvent) => ReactNode
}) {
  if (!workspace.eventId) {
    return (
      <section className="section" aria-label={label} data-testid={testId}>
        <EmptyState title="Choose an event">
          Choose it in the Event box above {purpose}: paste its ID or the address of its page in the
          dashboard or, where the service lists events, type part of its name.
        </EmptyState>
      </section>
    )
  }
  const event = { workspaceId: workspace.id, eventId: workspace.eventId }
  return <Fragment key={`${event.workspaceId}/${event.eventId}`}>{children(event)}</Fragment>
}
