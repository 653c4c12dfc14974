/** Handlers of the agenda import's channels: open and plan a spreadsheet, apply it, export. */
import type { AgendaService } from '@main/agenda/agenda-service'
import { appError } from '@shared/errors'
import type { NamespaceHandlers } from '../router'

const notYet = () =>
  Promise.reject(appError('internal', 'Applying a spreadsheet is not available in this version.'))

export function agendaHandlers(agenda: AgendaService): NamespaceHandlers<'agenda'> {
  return {
    'agenda:open': (input) => agenda.open(input),
    'agenda:plan': (input) => agenda.plan(input),
    'agenda:apply': notYet,
    'agenda:cancel': notYet,
    'agenda:resume': notYet,
    'agenda:pending': async () => ({ applies: [] }),
    'agenda:discard': async () => ({ discarded: false }),
    'agenda:export': (input) => agenda.export(input),
  }
}
