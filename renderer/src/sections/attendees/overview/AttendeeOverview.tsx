/**
 * The overview above the attendee grid: counts and charts of one stored snapshot.
 *
 * The total, a tile for each status, bars by ticket type, by country and by a
 * custom field of the organizer's choice, and registrations per day. Picking
 * a tile or a bar hands its field and value to the caller, which filters the
 * grid; the picked one shows pressed. The snapshot's time and the cost of a
 * refresh are always in sight, and offline the overview says plainly that it
 * shows a snapshot and not the live list.
 */
import { useId } from 'react'
import { slugWords } from '@shared/attendees/columns'
import type { AttendeeOverview as Overview } from '@shared/snapshots/overview'
import { Button } from '@renderer/components/Button'
import { ClockIcon, RefreshIcon } from '@renderer/components/icons'
import { BarChart } from './BarChart'
import { attendeesText, fieldWords, snapshotTime, type OverviewPick } from './overview-words'
import { PerDayLine } from './PerDayLine'
import { StatusTiles } from './StatusTiles'
import './overview.css'

export interface AttendeeOverviewProps {
  overview: Overview
  /** A status code in words, as the grid shows it (cell-format `codeWords`). */
  statusWords: (code: string) => string
  picked: OverviewPick | null
  /** A tile or bar was picked; picking the pressed one again hands it over again. */
  onPick(pick: OverviewPick): void
  /** The custom field charted, or null for none. */
  customFieldSlug: string | null
  onCustomField(slug: string | null): void
  onRefresh(): void
  /** What a refresh costs, in words: "about 32 requests". */
  refreshCost: string
  refreshing?: boolean
  offline: boolean
  /** The zone times are shown in; the window's when absent. */
  zone?: string
}

export function AttendeeOverview(props: AttendeeOverviewProps) {
  const { overview, statusWords, picked, onPick, offline } = props
  const taken = snapshotTime(overview.takenAt, props.zone)
  const chartProps = { statusWords, picked, onPick }
  return (
    <section
      className="overview"
      aria-label="Overview of the attendees"
      data-offline={offline || undefined}
    >
      <header className="overview__head">
        <p className="overview__total">
          <strong className="overview__total-count">{attendeesText(overview.total)}</strong>
          <span className="overview__as-of">as of {taken}</span>
        </p>
        <span className="spacer" />
        {offline ? (
          <p className="overview__offline" role="status" data-testid="overview-offline">
            <ClockIcon className="overview__offline-mark" />
            Offline: this is the snapshot taken {taken}, not the live list.
          </p>
        ) : null}
        <Button
          size="sm"
          onClick={props.onRefresh}
          busy={props.refreshing ?? false}
          disabled={offline}
        >
          <RefreshIcon />
          Refresh ({props.refreshCost})
        </Button>
      </header>
      <StatusTiles byStatus={overview.byStatus} {...chartProps} />
      <div className="overview__charts">
        <BarChart title="By ticket type" breakdown={overview.byTicketType} {...chartProps} />
        <BarChart title="By country" breakdown={overview.byCountry} {...chartProps} />
        <CustomFieldChart {...props} />
        <PerDayLine perDay={overview.perDay} />
      </div>
    </section>
  )
}

/** The chart of the custom field the organizer chose, with the choice above it. */
function CustomFieldChart(props: AttendeeOverviewProps) {
  const { overview, customFieldSlug, onCustomField } = props
  const selectId = useId()
  const choices = overview.customFieldChoices
  const chart = overview.byCustomField
  if (choices.length === 0)
    return (
      <section className="overview-chart" aria-label="By custom field">
        <h3 className="overview-chart__title">By custom field</h3>
        <p className="overview-chart__empty">
          No custom field has few enough different answers to chart.
        </p>
      </section>
    )
  return (
    <div className="overview__custom">
      <label className="overview__custom-choice" htmlFor={selectId}>
        <span>Custom field</span>
        <select
          id={selectId}
          className="input"
          value={customFieldSlug ?? ''}
          onChange={(e) => onCustomField(e.target.value === '' ? null : e.target.value)}
        >
          <option value="">None</option>
          {choices.map((c) => (
            <option key={c.fieldSlug} value={c.fieldSlug}>
              {slugWords(c.fieldSlug)} ({c.distinct} {c.distinct === 1 ? 'answer' : 'answers'})
            </option>
          ))}
        </select>
      </label>
      {chart && customFieldSlug ? (
        <BarChart
          title={fieldWords(chart.key)}
          breakdown={chart}
          statusWords={props.statusWords}
          picked={props.picked}
          onPick={props.onPick}
        />
      ) : (
        <p className="overview-chart__empty">
          {customFieldSlug
            ? 'Counting the answers…'
            : 'Choose a custom field to count its answers.'}
        </p>
      )}
    </div>
  )
}
