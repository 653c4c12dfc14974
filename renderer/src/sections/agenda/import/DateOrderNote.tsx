/**
 * How the sheet's dates written day and month first were read, or the one
 * question that settles it (date-order.ts).
 *
 * A cell whose day is above 12 settles the order, and the review says which
 * cell did; a sheet where none does is asked once, with one of its dates read
 * both ways; a choice can be turned back.
 */
import {
  dateReadingSentence,
  dateWords,
  type DateOrder,
  type DateReading,
} from '@shared/agenda/date-order'
import { Button } from '@renderer/components/Button'

export function DateOrderNote({
  reading,
  busy,
  onOrder,
}: {
  reading: DateReading | null
  busy: boolean
  onOrder: (order: DateOrder) => void
}) {
  if (!reading) return null
  const other: DateOrder = reading.order === 'day-first' ? 'month-first' : 'day-first'
  if (reading.order === null) {
    const dayFirst = dateWords(reading.example, 'day-first')
    const monthFirst = dateWords(reading.example, 'month-first')
    return (
      <div className="import-panel date-order" role="group" aria-labelledby="date-order-question">
        <p id="date-order-question" data-testid="date-order-question">
          How does this sheet write dates? “{reading.example}” can be {dayFirst} or {monthFirst},
          and no date of the sheet tells which.
        </p>
        <div className="date-order__choices">
          <Button size="sm" busy={busy} onClick={() => onOrder('day-first')}>
            Day first ({dayFirst})
          </Button>
          <Button size="sm" busy={busy} onClick={() => onOrder('month-first')}>
            Month first ({monthFirst})
          </Button>
        </div>
      </div>
    )
  }
  return (
    <p className="import-review__facts" data-testid="date-order-note">
      {dateReadingSentence(reading)}{' '}
      {reading.how === 'chosen' ? (
        <Button size="sm" variant="ghost" busy={busy} onClick={() => onOrder(other)}>
          Read them {other === 'day-first' ? 'day first' : 'month first'} instead
        </Button>
      ) : null}
    </p>
  )
}
