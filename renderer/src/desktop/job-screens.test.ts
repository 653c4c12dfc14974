import { describe, expect, it } from 'vitest'
import { jobSection } from './job-screens'

describe('a job’s screen', () => {
  it('is the section that runs it: the attendees, the speakers, History, the Agenda', () => {
    expect(jobSection('export')).toBe('attendees')
    expect(jobSection('photos')).toBe('speakers')
    expect(jobSection('undo')).toBe('history')
    expect(jobSection('import')).toBe('agenda')
  })
})
