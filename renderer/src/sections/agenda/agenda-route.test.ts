import { describe, expect, it } from 'vitest'
import { agendaHref, agendaViewFromHash } from './agenda-route'

describe('agenda route', () => {
  it('reads the open view from the hash and writes it back', () => {
    expect(agendaViewFromHash('#/agenda')).toBe('timeline')
    expect(agendaViewFromHash('#/agenda/import')).toBe('import')
    expect(agendaViewFromHash('#/agenda/importer')).toBe('timeline')
    expect(agendaViewFromHash('#/sessions/import')).toBe('timeline')
    expect(agendaViewFromHash(agendaHref('import'))).toBe('import')
    expect(agendaHref('timeline')).toBe('#/agenda')
  })
})
