/**
 * The export's paging over a scripted page source (no HTTP): pages shorter
 * than asked are read on, a service that repeats its pages is stopped, and
 * rows past the page the service gave as the last are named.
 */
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { tempDirPerTest } from '@test-support/temp-dir'
import { exportWith, person } from '@test-support/scripted-export'

const tmp = tempDirPerTest('export-paging')

describe('export paging', () => {
  it('stops with an error when the service answers every page number with the same rows', async () => {
    const { status, asked } = await exportWith(tmp(), () => ({
      items: Array.from({ length: 10 }, (_, i) => person(i)),
      hasNext: true,
    }))
    expect(status.state).toBe('failed')
    expect(status.error?.message).toMatch(/page 2 with the same rows as page 1/)
    // Caught when pages 1 and 2 are both here, not when the window of requests is spent.
    expect(asked.length).toBeLessThan(40)
    expect(await readdir(join(tmp(), 'exports'))).toEqual([])
  })

  it('reads on past pages shorter than asked, and says how many rows a page the service sends', async () => {
    const { status, asked } = await exportWith(tmp(), ({ page }) => {
      const count = page < 5 ? 10 : page === 5 ? 3 : 0
      const items = Array.from({ length: count }, (_, i) => person((page - 1) * 10 + i))
      // A next link on every page, the last one included.
      return { items, hasNext: count > 0 }
    })
    expect(status.state).toBe('done')
    expect(status.rowsWritten).toBe(43)
    expect(status.pageSize).toBe(100)
    expect(status.servedPageSize).toBe(10)
    expect(status.warnings).toEqual([])
    expect(asked).toContain(6)
  })

  it('names the rows on pages past the one the service gave as the last, and still ends', async () => {
    // Page 3 says it is the last, page 4 is empty, and a probe finds rows on page 8.
    const { status, asked } = await exportWith(tmp(), ({ page }) => {
      const count = page < 3 ? 100 : page === 3 ? 50 : page === 8 ? 100 : 0
      const items = Array.from({ length: count }, (_, i) => person((page - 1) * 100 + i))
      return { items, hasNext: page !== 3 && count > 0 }
    })
    expect(asked).toContain(8)
    expect(status.state).toBe('done')
    expect(status.rowsWritten).toBe(250)
    expect(status.warnings).toEqual([
      expect.stringMatching(
        /^The service sent 100 attendees on pages after the one it gave as the last \(IDs id-700, .* and 90 more\).*not in the file/,
      ),
    ])
  })
})
