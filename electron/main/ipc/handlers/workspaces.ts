/** Handlers of the workspace channels: saved workspaces, the demo one, and a draft's connection test. */
import { listTeams } from '@main/api/teams'
import type { DemoWorkspace } from '@main/workspaces/demo-workspace'
import type { WorkspaceService } from '@main/workspaces/workspace-service'
import type { SnapshotStore } from '@main/snapshots/snapshot-store'
import { checkKeyUsage } from '@main/workspaces/key-usage'
import type { NamespaceHandlers } from '../router'

export function workspacesHandlers({
  workspaces,
  demo,
  snapshots,
}: {
  workspaces: WorkspaceService
  demo: DemoWorkspace
  snapshots: { snapshotStore: Pick<SnapshotStore, 'removeWorkspace'> }
}): NamespaceHandlers<'workspaces'> {
  return {
    'workspaces:list': async () => ({ ...(await workspaces.list()), demo: demo.info() }),
    'workspaces:save': (input) => workspaces.save(input),
    'workspaces:remove': async ({ workspaceId }) => {
      const result = await workspaces.remove(workspaceId)
      // Its attendees kept on this computer go with it.
      snapshots.snapshotStore.removeWorkspace(workspaceId)
      await demo.onRemoved(workspaceId)
      return result
    },
    'workspaces:activate': ({ workspaceId }) => workspaces.activate(workspaceId),
    'workspaces:setEvent': ({ workspaceId, eventId }) => workspaces.setEvent(workspaceId, eventId),
    'workspaces:setDefaultTeam': ({ workspaceId, teamId }) =>
      workspaces.setDefaultTeam(workspaceId, teamId),
    // A draft is not saved, so its test goes straight to the service, not through a scheduler.
    'workspaces:testConnection': async (draft, { signal }) => {
      const config = await workspaces.draftConfig(draft)
      const { teams, message } = await listTeams(config, signal)
      return { teamCount: teams.length, message }
    },
    // Also a draft's: the key is checked before the workspace holding it is saved.
    'workspaces:checkKey': async ({ eventId, ...draft }, { signal }) =>
      checkKeyUsage(await workspaces.draftConfig(draft), eventId, signal),
  }
}
