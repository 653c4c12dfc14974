/** The panel a section shows until a later version fills it. */
import type { WorkspaceSummary } from '@shared/workspace'
import type { SectionMeta } from '../lib/sections'
import { Badge } from './feedback'

export function ComingSoon({
  section,
  workspace,
}: {
  section: SectionMeta
  workspace: WorkspaceSummary
}) {
  return (
    <div className="coming-soon" data-testid="coming-soon">
      <Badge tone="accent">Planned</Badge>
      <h2 className="coming-soon__title">{section.label} are coming in a later version</h2>
      <p className="coming-soon__text">{section.summary}</p>
      {section.needsEvent ? (
        <p className="coming-soon__hint">
          {workspace.eventId ? (
            <>
              It will work on the event <code className="mono">{workspace.eventId}</code>.
            </>
          ) : (
            'It will work on the event chosen in the Event box above.'
          )}
        </p>
      ) : null}
    </div>
  )
}
