/**
 * Paging without a total (the API gives none, so none is invented).
 *
 * Previous, the page number (editable, to jump to a page), next, and the page
 * size. Rows are numbered at the rows a page the service sends, and a quiet
 * note says so when that is not the size asked.
 */
import { firstRowNumber } from '@shared/api/paging'
import { Button } from '@renderer/components/Button'
import { PageNumberField } from './PageNumberField'

/** The page sizes offered, up to the most the service sends (MAX_PAGE_SIZE). */
const PAGE_SIZES = [10, 25, 50, 100] as const

export interface PagerProps {
  page: number
  pageSize: number
  /** Rows on each page before this one (what the service sends). */
  rowsPerPage: number
  /** Says the service sends another number of rows a page than asked; null when it does not. */
  note: string | null
  /** Rows on the page on screen. */
  count: number
  hasNext: boolean
  busy: boolean
  onPage(page: number): void
  onPageSize(size: number): void
}

export function Pager({
  page,
  pageSize,
  rowsPerPage,
  note,
  count,
  hasNext,
  busy,
  onPage,
  onPageSize,
}: PagerProps) {
  const first = firstRowNumber(page, rowsPerPage)
  return (
    <nav className="pager" aria-label="Pages">
      <Button
        size="sm"
        onClick={() => onPage(page - 1)}
        disabled={page <= 1}
        aria-label="Previous page"
      >
        ‹ Previous
      </Button>
      <PageNumberField page={page} onPage={onPage} />
      {/* A field's value is not announced when it changes; this says where Next or Previous led. */}
      <span className="visually-hidden" aria-live="polite">
        Page {page}
      </span>
      <Button
        size="sm"
        onClick={() => onPage(page + 1)}
        disabled={!hasNext || busy}
        aria-label="Next page"
      >
        Next ›
      </Button>
      <span className="pager__rows">{count > 0 ? `Rows ${first}–${first + count - 1}` : null}</span>
      {note ? (
        <span className="pager__rows" data-testid="pager-served-size">
          {note}
        </span>
      ) : null}
      <span className="spacer" />
      <label className="pager__size">
        Rows per page
        <select
          className="input"
          value={pageSize}
          onChange={(e) => onPageSize(Number(e.target.value))}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
    </nav>
  )
}
