import { describe, expect, it } from 'vitest'
import type { SectionId } from '../app/sections'
import { jobSection } from './job-screens'

describe('a job’s screen', () => {
  it('is the section that runs it', () => {
    expect(jobSection('export')).toBe('attendees')
    expect(jobSection('photos')).toBe('speakers')
  })

  it('is History for an undo and the Agenda for an import where the app has them, else none', () => {
    const only =
      (...ids: string[]) =>
      (id: string): id is SectionId =>
        ids.includes(id)
    expect(jobSection('undo', only('history'))).toBe('history')
    expect(jobSection('import', only('agenda'))).toBe('agenda')
    expect(jobSection('import', only('import'))).toBeNull()
    expect(jobSection('undo', only('attendees'))).toBeNull()
  })
})
