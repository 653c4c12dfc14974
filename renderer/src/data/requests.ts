/** The request meter's status of a workspace (`requests:status`), read once; events follow it. */
import type { RequestStatus } from '@shared/ipc/channels/requests'
import { bridge } from '@renderer/bridge'

/** The workspace's status as main has it now. */
export function readRequestStatus(workspaceId: string): Promise<RequestStatus> {
  return bridge().requests.status({ workspaceId })
}
