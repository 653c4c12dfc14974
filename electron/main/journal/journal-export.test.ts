import { describe, expect, it } from 'vitest'
import { parse } from 'csv-parse/sync'
import { journalEntry } from '@test-support/journal'
import { journalCsv } from './journal-export'

describe('journalCsv', () => {
  it('writes the file as the other CSV exports do: BOM, CRLF, formulas neutralised', () => {
    const entry = journalEntry({
      change: {
        operation: 'session-update',
        sent: { title: '=HYPERLINK("x")' },
        before: {
          title: { known: true, since: '2026-01-01T08:00:00.000Z', value: 'Old, "quoted"' },
        },
        after: { id: 'session-1', title: '=HYPERLINK("x")' },
      },
    })
    const text = journalCsv([entry])
    expect(text.startsWith('\uFEFFat,workspace,address,')).toBe(true)
    expect(text).toContain('\r\n')
    const [row] = parse(text, { bom: true, columns: true }) as Record<string, string>[]
    expect(row).toMatchObject({ before: 'Old, "quoted"', after: `'=HYPERLINK("x")` })
  })
})
