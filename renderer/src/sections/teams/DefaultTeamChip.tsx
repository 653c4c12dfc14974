/**
 * The workspace's default team in the top bar.
 *
 * A button copies its teamId (what an organizer pastes into scripts and support
 * requests). The name comes from the teams query; until it is known, or when
 * the key no longer sees that team, the ID stands in for it.
 */
import type { WorkspaceSummary } from '@shared/workspace'
import { IconButton } from '@renderer/components/Button'
import { CopyIcon } from '@renderer/components/icons'
import { useTeams } from '@renderer/hooks/use-teams'
import { copyText } from '@renderer/lib/clipboard'
import { teamLabel } from './TeamList'

export function DefaultTeamChip({ workspace }: { workspace: WorkspaceSummary }) {
  const teamId = workspace.defaultTeamId
  const teams = useTeams(workspace.id, { enabled: teamId !== null })
  if (!teamId) return null
  const team = teams.data?.teams.find((t) => t.id === teamId)
  const name = team ? teamLabel(team) : teamId
  return (
    <span
      className="default-team"
      data-testid="default-team"
      data-team-id={teamId}
      title={`New events are created in ${name} (${teamId})`}
    >
      <span className="default-team__label">Default team</span>
      <span className="default-team__name">{name}</span>
      <IconButton
        size="sm"
        label="Copy default team ID"
        onClick={() => void copyText(teamId, 'Team ID copied')}
      >
        <CopyIcon />
      </IconButton>
    </span>
  )
}
