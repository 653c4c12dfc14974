/** Which file errors pause an export, and the sentence each one says. */
import { describe, expect, it } from 'vitest'
import { fileFault } from './file-faults'

const TARGET = '/home/ada/Exports/attendees.csv'
const fault = (code: string, path?: string) =>
  Object.assign(new Error(`${code}: failed`), { code, ...(path ? { path } : {}) })

describe('fileFault', () => {
  it.each(['ENOSPC', 'EDQUOT'])('names the full disk for %s, while writing or placing', (code) => {
    for (const stage of ['write', 'place'] as const) {
      expect(fileFault(fault(code), stage, TARGET)).toEqual({
        reason: 'disk-full',
        message: 'The disk holding /home/ada/Exports is full: free some space, then Resume.',
      })
    }
  })

  it('names the folder of the file that could not be written, when the error says it', () => {
    const error = fault('ENOSPC', '/var/stagehand/exports/.1234.json.ab12.tmp')
    expect(fileFault(error, 'write', TARGET)?.message).toBe(
      'The disk holding /var/stagehand/exports is full: free some space, then Resume.',
    )
  })

  it.each(['EBUSY', 'EPERM', 'EACCES'])('names the held file for %s when placing it', (code) => {
    expect(fileFault(fault(code), 'place', TARGET)).toEqual({
      reason: 'file-locked',
      message: '/home/ada/Exports/attendees.csv is open in another program: close it, then Resume.',
    })
  })

  it('leaves other errors, and a refused write of the partial file, to fail the export', () => {
    expect(fileFault(fault('EBUSY'), 'write', TARGET)).toBeNull()
    expect(fileFault(fault('EIO'), 'place', TARGET)).toBeNull()
    expect(fileFault(new Error('no code'), 'place', TARGET)).toBeNull()
    expect(fileFault('not an error', 'write', TARGET)).toBeNull()
  })
})
