/** Handlers of the agenda import's channels: open and plan a spreadsheet, apply it, export. */
import type { AgendaService } from '@main/agenda/agenda-service'
import type { ApplyRunner } from '@main/agenda/apply-runner'
import type { NamespaceHandlers } from '../router'

export function agendaHandlers(
  agenda: AgendaService,
  runner: ApplyRunner,
): NamespaceHandlers<'agenda'> {
  return {
    'agenda:open': (input) => agenda.open(input),
    'agenda:plan': (input) => agenda.plan(input),
    'agenda:cancelOpen': async (scope) => ({ cancelled: agenda.cancelOpen(scope) }),
    'agenda:problems': async (input) => agenda.problems(input),
    'agenda:apply': ({ choices, ...scope }) => runner.apply(agenda.opened(scope), choices),
    'agenda:cancel': ({ workspaceId, importId }) => runner.cancel(workspaceId, importId),
    'agenda:resume': ({ workspaceId, importId, send, skip }) =>
      runner.resume(workspaceId, importId, { send, skip }),
    'agenda:pending': async ({ workspaceId, eventId }) => ({
      applies: await runner.pending(workspaceId, eventId),
    }),
    'agenda:discard': ({ workspaceId, importId }) => runner.discard(workspaceId, importId),
    'agenda:export': (input) => agenda.export(input),
  }
}
