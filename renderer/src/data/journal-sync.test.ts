import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { queryKeys } from './query-keys'
import { applyJournalChange } from './journal-sync'

describe('applyJournalChange', () => {
  it('marks every journal read of the workspace stale, and only of that workspace', async () => {
    const client = new QueryClient()
    const mine = queryKeys.journalList('w1', { eventId: 'e' }, 500)
    const plan = queryKeys.journalPlan('w1', 'entry-1')
    const other = queryKeys.journalList('w2', {}, 500)
    const bytes = queryKeys.journalPicture('w1', 'a'.repeat(64))
    for (const key of [mine, plan, other, bytes]) client.setQueryData(key, { kept: true })
    await applyJournalChange(client, { workspaceId: 'w1', entries: [] })
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated
    expect([stale(mine), stale(plan), stale(other), stale(bytes)]).toEqual([
      true,
      true,
      false,
      false,
    ])
  })
})
