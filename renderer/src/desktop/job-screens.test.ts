import { describe, expect, it } from 'vitest'
import type { SectionId } from '../app/sections'
import { jobSection } from './job-screens'

describe('a job’s screen', () => {
  it('is the section that runs it', () => {
    expect(jobSection('export')).toBe('attendees')
    expect(jobSection('photos')).toBe('speakers')
  })

  it('is the undo and import sections where the app has them, else none', () => {
    const only =
      (...ids: string[]) =>
      (id: string): id is SectionId =>
        ids.includes(id)
    expect(jobSection('undo', only('history'))).toBe('history')
    expect(jobSection('import', only('import'))).toBe('import')
    expect(jobSection('undo', only('attendees'))).toBeNull()
  })
})
