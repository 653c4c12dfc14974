/**
 * Writing a session (`sessions:update`).
 *
 * Main records the answer in the catalog and tells the window what changed
 * (`catalog-sync.ts`).
 */
import { mutationOptions } from '@tanstack/react-query'
import type { ChannelInput } from '@shared/ipc/contract'
import { bridge } from '@renderer/bridge'
import type { EventRef } from './session-drafts'

export type SessionChanges = ChannelInput<'sessions:update'>['changes']

export const sessionMutations = {
  update: (ref: EventRef, sessionId: string) =>
    mutationOptions({
      mutationFn: (changes: SessionChanges) =>
        bridge().sessions.update({ ...ref, sessionId, changes }),
    }),
}
