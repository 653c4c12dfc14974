/**
 * The count of attendees in each status, one pressable tile a status.
 *
 * A tile shows the status in the grid's words and its count as text; the
 * picked one is pressed and shows a check mark and a heavier outline as well
 * as its colour. Statuses past the listed ones are summed in a tile that
 * cannot be picked.
 */
import type { OverviewBreakdown } from '@shared/snapshots/overview'
import { CheckIcon } from '@renderer/components/icons'
import {
  ALL_OTHERS,
  countName,
  countText,
  isPicked,
  valueWords,
  type OverviewPick,
} from './overview-words'

export interface StatusTilesProps {
  byStatus: OverviewBreakdown
  statusWords: (code: string) => string
  picked: OverviewPick | null
  onPick(pick: OverviewPick): void
}

export function StatusTiles({ byStatus, statusWords, picked, onPick }: StatusTilesProps) {
  const { key, counts, others } = byStatus
  return (
    <ul className="overview-tiles" aria-label="Attendees by status">
      {counts.map((c) => {
        const words = valueWords(key, c.value, statusWords)
        const pressed = isPicked(picked, key, c.value)
        return (
          <li key={c.value}>
            <button
              type="button"
              className="overview-tile"
              aria-pressed={pressed}
              aria-label={countName(words, c.count)}
              onClick={() => onPick({ key, value: c.value })}
            >
              <span className="overview-tile__count">{countText(c.count)}</span>
              <span className="overview-tile__words">
                <span className="overview-tile__mark" aria-hidden="true">
                  {pressed ? <CheckIcon size={12} /> : null}
                </span>
                {words}
              </span>
            </button>
          </li>
        )
      })}
      {others > 0 ? (
        <li className="overview-tile overview-tile--others" data-testid="overview-status-others">
          <span className="visually-hidden">{countName(ALL_OTHERS, others)}</span>
          <span className="overview-tile__count" aria-hidden="true">
            {countText(others)}
          </span>
          <span className="overview-tile__words" aria-hidden="true">
            {ALL_OTHERS}
          </span>
        </li>
      ) : null}
    </ul>
  )
}
