import { describe, expect, it } from 'vitest'
import {
  exportWarnings,
  fileProblem,
  noteIds,
  NAMED_IDS,
  tallyProblem,
  type ExportTally,
} from './export-check'

const still: ExportTally = {
  received: 250,
  rows: 250,
  duplicates: 0,
  duplicateIds: [],
  rowsPastEnd: 0,
  pastEndIds: [],
  distinctIds: 250,
}

describe('tallyProblem: the export checks itself before it says done', () => {
  it('passes a file that holds every row received, each ID once', () => {
    expect(tallyProblem(still)).toBeNull()
    expect(tallyProblem({ ...still, rows: 240, duplicates: 10, distinctIds: 240 })).toBeNull()
  })

  it('fails when rows written and repeats left out do not add up to the rows received', () => {
    expect(tallyProblem({ ...still, rows: 10, distinctIds: 10 })).toMatch(
      /received 250 rows but wrote 10 and left out 0 repeats.*not kept/,
    )
  })

  it('fails when an ID is in the file twice', () => {
    expect(tallyProblem({ ...still, distinctIds: 249 })).toMatch(/250 rows but 249 different/)
  })
})

describe('exportWarnings', () => {
  it('says nothing when the list held still', () => {
    expect(exportWarnings(still)).toEqual([])
  })

  it('names the attendees that came twice, and says each is written once', () => {
    const [warning, ...rest] = exportWarnings({
      ...still,
      rows: 248,
      duplicates: 2,
      duplicateIds: ['a1', 'b2'],
    })
    expect(rest).toEqual([])
    expect(warning).toBe(
      'The list changed while it was read: 2 attendees came on two pages (IDs a1, b2); each ' +
        'is written once. Others may have moved onto pages already read and be missing from ' +
        'the file: export again once the list stops changing.',
    )
  })

  it('counts what it does not name, and names rows past the end', () => {
    const ids = Array.from({ length: NAMED_IDS }, (_, i) => `id-${i}`)
    const warnings = exportWarnings({
      ...still,
      duplicates: 1,
      duplicateIds: ['x'],
      rowsPastEnd: 15,
      pastEndIds: ids,
    })
    expect(warnings[0]).toMatch(/1 attendee came on two pages \(ID x\); it is written once\./)
    expect(warnings[1]).toMatch(
      /^The service sent 15 attendees on pages after the one it gave as the last \(IDs id-0, .*, id-9 and 5 more\), so the list grew while it was read\. They are not in the file/,
    )
  })

  it('leaves the IDs out of the sentence when none is known', () => {
    expect(exportWarnings({ ...still, rowsPastEnd: 3 })[0]).toMatch(
      /3 attendees on pages after the one it gave as the last, so/,
    )
  })
})

describe('noteIds', () => {
  it('keeps the first few distinct IDs', () => {
    const list: string[] = []
    noteIds(list, ['a', 'a', 'b'])
    noteIds(
      list,
      Array.from({ length: 20 }, (_, i) => `n${i}`),
    )
    expect(list).toHaveLength(NAMED_IDS)
    expect(list.slice(0, 3)).toEqual(['a', 'b', 'n0'])
  })
})

describe('fileProblem: the file on disk holds what was written', () => {
  const written = { rows: 3000, bytes: 90_000, lastRowSha: 'abc' }
  const onDisk = { records: 3001, bytes: 90_000, lastRecordSha: 'abc' }

  it('passes a file holding every row written, ending with the last one', () => {
    expect(fileProblem(written, onDisk)).toBeNull()
  })

  it('names the rows on disk and the rows written when they differ', () => {
    expect(fileProblem(written, { ...onDisk, records: 2842, bytes: 85_000 })).toBe(
      'The saved file holds 2841 rows where 3000 rows were written: the disk did not keep ' +
        'them all, so the file was not kept. Free some space on its disk and export again.',
    )
  })

  it('fails a file whose last row is not the one written, or that is short', () => {
    expect(fileProblem(written, { ...onDisk, lastRecordSha: 'abd' })).toMatch(
      /^The saved file does not end with the last row written/,
    )
    expect(fileProblem(written, { ...onDisk, bytes: 89_999 })).toMatch(/does not end with/)
  })
})
