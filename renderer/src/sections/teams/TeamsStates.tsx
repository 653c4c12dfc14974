/** Loading, empty and error states of the Teams section. */
import type { WorkspaceSummary } from '@shared/workspace'
import { Button } from '@renderer/components/Button'
import { Banner, EmptyState, Skeleton, VisuallyHidden } from '@renderer/components/feedback'
import { KeyIcon, TeamIcon } from '@renderer/components/icons'
import { errorData, isKeyRefused } from '@renderer/lib/errors'
import { useWorkspaceDialog } from '@renderer/workspaces/dialog-context'

const SKELETON_WIDTHS = ['42%', '30%', '55%', '36%', '48%']

export function TeamsSkeleton() {
  return (
    <div
      className="list-frame team-list"
      data-testid="teams-loading"
      role="status"
      aria-busy="true"
    >
      <VisuallyHidden>Loading teams…</VisuallyHidden>
      <div className="team-list__body">
        {SKELETON_WIDTHS.map((width, i) => (
          <div className="team-row team-row--skeleton" key={i} aria-hidden="true">
            <span className="team-list__col-radio">
              <Skeleton width="14px" />
            </span>
            <Skeleton width={width} />
            <Skeleton width="70%" />
            <span />
          </div>
        ))}
      </div>
    </div>
  )
}

export function TeamsEmpty() {
  return (
    <div data-testid="teams-empty">
      <EmptyState icon={<TeamIcon size={20} />} title="No teams">
        This key sees no teams. Ask an administrator of the organization to create one, or check
        that the key belongs to the right organization.
      </EmptyState>
    </div>
  )
}

export function TeamsError({
  workspace,
  error,
  onRetry,
}: {
  workspace: WorkspaceSummary
  error: unknown
  onRetry: () => void
}) {
  const dialog = useWorkspaceDialog()
  if (isKeyRefused(error)) {
    return (
      <Banner
        tone="error"
        testId="teams-error"
        title={`The API key was refused by ${workspace.baseUrl}`}
        actions={
          <Button size="sm" variant="primary" onClick={() => dialog.openEdit(workspace.id)}>
            <KeyIcon />
            Edit workspace
          </Button>
        }
      >
        Check that the key is right and still valid, then enter it again.
      </Banner>
    )
  }
  const data = errorData(error)
  return (
    <Banner
      tone="error"
      testId="teams-error"
      title="The teams could not be loaded"
      actions={
        <Button size="sm" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {data.message}
    </Banner>
  )
}
