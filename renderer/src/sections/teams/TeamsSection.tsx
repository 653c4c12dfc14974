/**
 * Teams section: the team picker.
 *
 * A search box filters the teams by name: the arrow keys move the highlighted
 * row, Enter makes it the default, Escape clears the search. Each team has a
 * radio for the default (with "Clear default") and a button copying its ID;
 * badges mark the default and general teams. A slow list shows the waiting
 * cue; a refused key (401) names the address that refused it and offers to
 * edit the workspace, other errors offer Retry. Teams that could not be read
 * are counted, and "No teams" is said only of an answer that held none.
 */
import type { WorkspaceSummary } from '@shared/workspace'
import { Button } from '@renderer/components/Button'
import { Banner } from '@renderer/components/feedback'
import { RefreshIcon } from '@renderer/components/icons'
import { useWaitingRead } from '@renderer/components/waiting/use-waiting-read'
import { WaitingCue } from '@renderer/components/waiting/WaitingCue'
import { teamQueries } from '@renderer/data/teams'
import { useTeams } from '@renderer/hooks/use-teams'
import { TeamPicker } from './TeamPicker'
import { TeamsReadNotice } from './TeamsReadNotice'
import { TeamsEmpty, TeamsError, TeamsSkeleton } from './TeamsStates'

export function TeamsSection({ workspace }: { workspace: WorkspaceSummary }) {
  const teams = useTeams(workspace.id)
  const list = teams.data?.teams ?? []
  const waiting = useWaitingRead(teamQueries.list(workspace.id).queryKey, teams.isFetching)
  const defaultMissing =
    list.length > 0 &&
    workspace.defaultTeamId !== null &&
    !list.some((t) => t.id === workspace.defaultTeamId)

  return (
    <section className="section" aria-label="Teams">
      <div className="section__header">
        <p className="section__lede">
          The teams this key can see. Stagehand does not create events: choose a default team to
          keep its ID at hand in the top bar, for wherever a new event asks for its team.
        </p>
        <span className="spacer" />
        <Button
          size="sm"
          variant="ghost"
          onClick={() => void teams.refetch()}
          busy={teams.isFetching && !teams.isPending}
          disabled={teams.isPending}
        >
          {teams.isFetching && !teams.isPending ? null : <RefreshIcon />}
          Refresh
        </Button>
      </div>

      <WaitingCue waiting={waiting} onTryAgain={() => void teams.refetch()} />
      {teams.isPending && waiting.cancelledAfter === null ? <TeamsSkeleton /> : null}
      {teams.isError ? (
        <TeamsError
          workspace={workspace}
          error={teams.error}
          onRetry={() => void teams.refetch()}
        />
      ) : null}
      {teams.data?.message ? (
        <Banner tone="info" testId="teams-message" title="Message from the service">
          {teams.data.message}
        </Banner>
      ) : null}
      {defaultMissing ? (
        <Banner tone="warning" testId="teams-default-missing">
          The default team (<code className="mono">{workspace.defaultTeamId}</code>) is not among
          the teams this key can see.
        </Banner>
      ) : null}
      {teams.data ? <TeamsReadNotice notes={teams.data.notes} /> : null}
      {teams.isSuccess && list.length === 0 && teams.data.notes.skipped === 0 ? (
        <TeamsEmpty />
      ) : null}
      {list.length > 0 ? <TeamPicker workspace={workspace} teams={list} /> : null}
    </section>
  )
}
