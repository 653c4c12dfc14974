/**
 * Top bar: the section title, the event picker, the default team, the
 * "Sample data" badge (demo workspace only), the command palette and the keyboard
 * shortcuts help.
 */
import type { WorkspaceSummary } from '@shared/workspace'
import type { SectionMeta } from '../lib/sections'
import { Badge } from '../components/feedback'
import { CommandPalette } from '../palette/CommandPalette'
import { DefaultTeamChip } from '../sections/teams/DefaultTeamChip'
import { EventPicker } from './EventPicker'
import { ShortcutsDialog } from './ShortcutsDialog'

export function Topbar({
  workspace,
  section,
}: {
  workspace: WorkspaceSummary
  section: SectionMeta
}) {
  return (
    <header className="topbar">
      <h1 className="topbar__title">{section.label}</h1>
      {workspace.isDemo ? (
        <Badge
          tone="warning"
          data-testid="sample-data-badge"
          title="This workspace runs on the built-in emulator with made-up data. Nothing here is real."
        >
          Sample data
        </Badge>
      ) : null}
      <div className="topbar__tools">
        <DefaultTeamChip workspace={workspace} />
        <EventPicker key={workspace.id} workspace={workspace} />
        <CommandPalette key={`palette-${workspace.id}`} workspace={workspace} />
        <ShortcutsDialog />
      </div>
    </header>
  )
}
