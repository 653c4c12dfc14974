/**
 * An agenda import driven through a test core's channels, as the window
 * drives it: a sheet of new session titles opened, every row's title
 * applied, and the apply's last status once it stops running.
 */
import { vi } from 'vitest'
import type { AgendaPlan, ApplyStatus } from '@shared/agenda/model'
import type { TestCore } from './core'

interface EventRef {
  workspaceId: string
  eventId: string
}

/** Opens a CSV sheet that gives each session the title `${title} ${i}`. */
export async function planTitles(
  t: TestCore,
  ref: EventRef,
  sessionIds: readonly string[],
  title: string,
): Promise<AgendaPlan> {
  const text = ['Session ID,Title', ...sessionIds.map((id, i) => `${id},${title} ${i}`)]
  const opened = await t.value<{ plan: AgendaPlan }>('agenda:open', {
    ...ref,
    source: {
      kind: 'file',
      bytes: new TextEncoder().encode(text.join('\n')),
      fileName: 'agenda.csv',
    },
  })
  return opened.plan
}

/** Starts applying every row's title; the apply goes on after the answer. */
export function applyTitles(t: TestCore, ref: EventRef, plan: AgendaPlan): Promise<ApplyStatus> {
  return t.value<ApplyStatus>('agenda:apply', {
    ...ref,
    importId: plan.importId,
    choices: plan.lines.map((l) => ({ row: l.row, fields: ['title'] })),
  })
}

/** The apply's last `agenda:progress` status, once it is no longer running. */
export function settledApply(t: TestCore, importId: string): Promise<ApplyStatus> {
  return vi.waitFor(() => {
    const last = t.events
      .filter((e) => e.name === 'agenda:progress')
      .map((e) => e.payload as ApplyStatus)
      .filter((s) => s.importId === importId)
      .at(-1)
    if (!last || last.state === 'running') throw new Error('still running')
    return last
  })
}
