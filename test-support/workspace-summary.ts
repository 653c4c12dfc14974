/**
 * A workspace as the window lists it, for tests of what reads the list.
 *
 * Keyed, not the demo, with no event chosen; `extra` sets what a test is about.
 */
import type { WorkspaceSummary } from '@shared/workspace'

export function workspaceSummary(extra: Partial<WorkspaceSummary> = {}): WorkspaceSummary {
  return {
    id: 'w1',
    name: 'Main',
    baseUrl: 'https://api.zuddl.com',
    hasKey: true,
    keyLast4: 'abcd',
    isDemo: false,
    defaultTeamId: null,
    eventId: null,
    recentEventIds: [],
    eventNames: {},
    dailyQuota: 10_000,
    ...extra,
  }
}
