/** The list of teams with the default-team radio and "Copy ID" (see TeamsSection for selectors). */
import { useState } from 'react'
import { toast } from 'sonner'
import type { Team } from '../../../../shared/api/schemas'
import type { WorkspaceSummary } from '../../../../shared/workspace'
import { Button, cx, IconButton } from '../../components/Button'
import { Badge } from '../../components/feedback'
import { CopyIcon } from '../../components/icons'
import { useSetDefaultTeam } from '../../hooks/use-workspace-mutations'
import { copyText } from '../../lib/clipboard'

export function teamLabel(team: Team): string {
  return team.name?.trim() || `Unnamed team ${team.id.slice(0, 8)}`
}

export function TeamList({ workspace, teams }: { workspace: WorkspaceSummary; teams: Team[] }) {
  const setDefault = useSetDefaultTeam(workspace.id)
  const radioName = `default-team-${workspace.id}`
  // The choice shows at once, in the same render as the click: the radios are
  // controlled, and the workspace query's optimistic update lands a tick
  // later, so without this React would put the old check back in between.
  const [picked, setPicked] = useState<{ teamId: string | null } | null>(null)
  const defaultTeamId = picked ? picked.teamId : workspace.defaultTeamId

  function choose(teamId: string | null, onSuccess?: () => void): void {
    setPicked({ teamId })
    setDefault.mutate(teamId, { onSuccess, onSettled: () => setPicked(null) })
  }

  return (
    <div className="team-list">
      <div className="team-list__head" aria-hidden="true">
        <span className="team-list__col-radio">Default</span>
        <span>Name</span>
        <span>ID</span>
        <span />
      </div>
      <div className="team-list__body" role="radiogroup" aria-label="Default team">
        {teams.map((team) => {
          const isDefault = team.id === defaultTeamId
          const inputId = `team-${workspace.id}-${team.id}`
          return (
            <div
              key={team.id}
              className={cx('team-row', isDefault && 'is-default')}
              data-testid="team-row"
              data-team-id={team.id}
              data-default={isDefault || undefined}
            >
              <span className="team-list__col-radio">
                <input
                  type="radio"
                  className="radio"
                  id={inputId}
                  name={radioName}
                  value={team.id}
                  checked={isDefault}
                  onChange={() =>
                    choose(team.id, () => toast.success(`Default team: ${teamLabel(team)}`))
                  }
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
      {defaultTeamId ? (
        <div className="team-list__foot">
          <Button size="sm" variant="ghost" onClick={() => choose(null)}>
            Clear default
          </Button>
        </div>
      ) : null}
    </div>
  )
}
