/**
 * The team picker: a search box over the list of teams.
 *
 * The box keeps the focus while the arrow keys move a highlight through the
 * matching teams (aria-activedescendant), Enter makes the highlighted team the
 * default and Escape clears the search. Choosing never moves the focus, so a
 * keyboard user can search, pick and search again.
 */
import { useEffect, useId, useState, type KeyboardEvent } from 'react'
import { toast } from 'sonner'
import type { Team } from '@shared/api/schemas'
import type { WorkspaceSummary } from '@shared/workspace'
import { Button } from '@renderer/components/Button'
import { useSetDefaultTeam } from '@renderer/hooks/use-workspace-mutations'
import { TeamList, teamLabel, teamRadioId } from './TeamList'
import { filterTeams, moveActive } from './team-search'

export function TeamPicker({ workspace, teams }: { workspace: WorkspaceSummary; teams: Team[] }) {
  const setDefault = useSetDefaultTeam(workspace.id)
  const listId = useId()
  const [query, setQuery] = useState('')
  const [activeIndex, setActiveIndex] = useState(-1)
  // The choice shows at once, in the same render as the click: the radios are
  // controlled, and the workspace query's optimistic update lands a tick
  // later, so without this React would put the old check back in between.
  const [picked, setPicked] = useState<{ teamId: string | null } | null>(null)
  const defaultTeamId = picked ? picked.teamId : workspace.defaultTeamId
  const shown = filterTeams(teams, query, teamLabel)
  const active = shown[activeIndex] ?? null

  const activeRadioId = active ? teamRadioId(workspace.id, active.id) : undefined
  useEffect(() => {
    if (activeRadioId) document.getElementById(activeRadioId)?.scrollIntoView({ block: 'nearest' })
  }, [activeRadioId])

  function choose(teamId: string | null, onSuccess?: () => void): void {
    setPicked({ teamId })
    setDefault.mutate(teamId, { onSuccess, onSettled: () => setPicked(null) })
  }
  const chooseTeam = (team: Team) =>
    choose(team.id, () => toast.success(`Default team: ${teamLabel(team)}`))

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    // Home and End stay with the text box (they move its caret).
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      setActiveIndex(moveActive(activeIndex, shown.length, event.key))
    } else if (event.key === 'Enter' && active) {
      event.preventDefault()
      chooseTeam(active)
    } else if (event.key === 'Escape' && (query || activeIndex >= 0)) {
      event.preventDefault()
      setQuery('')
      setActiveIndex(-1)
    }
  }

  return (
    <div className="team-picker">
      <div className="team-picker__search">
        <input
          type="search"
          className="input"
          role="combobox"
          aria-label="Search teams"
          aria-expanded="true"
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeRadioId}
          placeholder="Search teams by name…"
          value={query}
          onChange={(e) => {
            setQuery(e.target.value)
            // A new search starts on its first match, so Enter picks what the user sees first.
            setActiveIndex(e.target.value.trim() ? 0 : -1)
          }}
          onKeyDown={onKeyDown}
        />
        <span className="team-picker__count" aria-live="polite" data-testid="teams-count">
          {query.trim()
            ? `${shown.length} of ${teams.length} teams`
            : `${teams.length} ${teams.length === 1 ? 'team' : 'teams'}`}
        </span>
      </div>
      {shown.length > 0 ? (
        <TeamList
          workspaceId={workspace.id}
          listId={listId}
          teams={shown}
          defaultTeamId={defaultTeamId}
          activeTeamId={active?.id ?? null}
          onChoose={chooseTeam}
        />
      ) : (
        <p className="team-picker__none" data-testid="teams-no-match" id={listId}>
          No team’s name holds “{query.trim()}”. Check the spelling, or clear the search with
          Escape.
        </p>
      )}
      {defaultTeamId ? (
        <div className="team-picker__foot">
          <Button size="sm" variant="ghost" onClick={() => choose(null)}>
            Clear default
          </Button>
        </div>
      ) : null}
    </div>
  )
}
