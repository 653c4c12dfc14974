/** The list of teams with the default-team radio and "Copy ID". */
import type { Team } from '@shared/api/schemas'
import { cx, IconButton } from '@renderer/components/Button'
import { Badge } from '@renderer/components/feedback'
import { CopyIcon } from '@renderer/components/icons'
import { copyText } from '@renderer/lib/clipboard'

export function teamLabel(team: Team): string {
  return team.name?.trim() || `Unnamed team ${team.id.slice(0, 8)}`
}

/** The id of a team's radio, which the search box names as its active descendant. */
export function teamRadioId(workspaceId: string, teamId: string): string {
  return `team-${workspaceId}-${teamId}`
}

export function TeamList({
  workspaceId,
  listId,
  teams,
  defaultTeamId,
  activeTeamId,
  onChoose,
}: {
  workspaceId: string
  listId: string
  teams: Team[]
  defaultTeamId: string | null
  /** The row the search box's arrow keys point at (highlighted, chosen with Enter). */
  activeTeamId: string | null
  onChoose: (team: Team) => void
}) {
  const radioName = `default-team-${workspaceId}`
  return (
    <div className="list-frame team-list">
      <div className="list-head team-list__head" aria-hidden="true">
        <span className="team-list__col-radio">Default</span>
        <span>Name</span>
        <span>ID</span>
        <span />
      </div>
      <div className="team-list__body" role="radiogroup" aria-label="Default team" id={listId}>
        {teams.map((team) => {
          const isDefault = team.id === defaultTeamId
          const isActive = team.id === activeTeamId
          const inputId = teamRadioId(workspaceId, team.id)
          return (
            <div
              key={team.id}
              className={cx('team-row', isDefault && 'is-default', isActive && 'is-active')}
              data-testid="team-row"
              data-team-id={team.id}
              data-default={isDefault || undefined}
              data-active={isActive || undefined}
            >
              <span className="team-list__col-radio">
                <input
                  type="radio"
                  className="radio"
                  id={inputId}
                  name={radioName}
                  value={team.id}
                  checked={isDefault}
                  onChange={() => onChoose(team)}
                />
              </span>
              <span className="team-row__name">
                <label htmlFor={inputId} className="team-row__label">
                  {teamLabel(team)}
                </label>
                {team.isGeneral ? <Badge>General</Badge> : null}
                {isDefault ? <Badge tone="accent">Default</Badge> : null}
              </span>
              <code className="team-row__id mono" title={team.id}>
                {team.id}
              </code>
              <IconButton
                size="sm"
                label={`Copy ID of ${teamLabel(team)}`}
                onClick={() => void copyText(team.id, 'Team ID copied')}
              >
                <CopyIcon />
              </IconButton>
            </div>
          )
        })}
      </div>
    </div>
  )
}
