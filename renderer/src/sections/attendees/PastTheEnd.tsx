/**
 * The empty state of a page past the end of the list.
 *
 * The API gives no total, so a typed page number can point beyond the last
 * page: say that this page has no attendees (not that none match) and offer the
 * way back.
 */
import { Button } from '@renderer/components/Button'
import { EmptyState } from '@renderer/components/feedback'
import type { FurthestPage } from './furthest-page'

export interface PastTheEndProps {
  page: number
  /** The furthest page seen with attendees in this list, if any. */
  furthest: FurthestPage | null
  onPage(page: number): void
}

export function PastTheEnd({ page, furthest, onPage }: PastTheEndProps) {
  const back = furthest?.page ?? 1
  return (
    <EmptyState
      title="No attendees on this page"
      actions={
        <>
          <Button variant="primary" onClick={() => onPage(back)}>
            Back to page {back}
          </Button>
          {back > 1 ? <Button onClick={() => onPage(1)}>First page</Button> : null}
        </>
      }
    >
      Page {page} is past the end of the list.
      {furthest?.isLast ? ` The list ends on page ${furthest.page}.` : null}
    </EmptyState>
  )
}
