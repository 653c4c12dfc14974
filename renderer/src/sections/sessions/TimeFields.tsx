/**
 * Start and end as wall times in a chosen zone.
 *
 * Each has the instant it stands for in UTC and on this computer beside it, and
 * warnings for a time the zone skips or repeats and for a daylight-saving
 * change in between. Changing the zone keeps the instants and shows them in the
 * new zone.
 */
import { useId, useState } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { wallToUtc, type SessionFormValues } from '@shared/sessions/session-form'
import { timeWarnings } from '@shared/sessions/time-warnings'
import {
  formatOffset,
  isTimeZone,
  offsetMinutes,
  timeZoneNames,
  utcToWallTime,
} from '@shared/sessions/zoned-time'
import { Field } from '@renderer/components/Field'
import { COMPUTER_ZONE } from './zones'

const ZONES = timeZoneNames()

function Instant({ wall, zone, testId }: { wall: string; zone: string; testId: string }) {
  const utc = wall && isTimeZone(zone) ? wallToUtc(wall, zone) : null
  if (!utc) return <span className="session-time__instant muted" data-testid={testId} />
  const here = utcToWallTime(utc, COMPUTER_ZONE)?.replace('T', ' ')
  const offset = formatOffset(offsetMinutes(Date.parse(utc), COMPUTER_ZONE))
  return (
    <span className="session-time__instant" data-testid={testId}>
      {utc.replace('T', ' ').replace(':00Z', ' UTC')} · {here} on this computer ({COMPUTER_ZONE},{' '}
      {offset})
    </span>
  )
}

export function TimeFields({ onZoneChosen }: { onZoneChosen(zone: string): void }) {
  const { register, setValue, getValues, formState } = useFormContext<SessionFormValues>()
  const [zone, start, end] = useWatch<SessionFormValues, ['timeZone', 'start', 'end']>({
    name: ['timeZone', 'start', 'end'],
  })
  const listId = useId()
  // The last known zone the times were shown in; a restored draft brings its own.
  const [shownZone, setShownZone] = useState(zone)
  if (isTimeZone(zone) && zone !== shownZone) setShownZone(zone)
  const warnings = isTimeZone(zone) ? timeWarnings(start, end, zone) : []

  /** A new, known zone: the same instants, shown as that zone's wall times. */
  function zoneChanged(next: string): void {
    const before = shownZone
    if (!isTimeZone(next) || next === before) return
    for (const field of ['start', 'end'] as const) {
      const wall = getValues(field)
      const utc = wall && isTimeZone(before) ? wallToUtc(wall, before) : null
      const moved = utc ? utcToWallTime(utc, next) : null
      if (moved) setValue(field, moved, { shouldDirty: true, shouldValidate: true })
    }
    onZoneChosen(next)
  }

  const errors = formState.errors
  return (
    <fieldset className="session-time">
      <legend className="field__label">When</legend>
      <Field
        label="Time zone"
        list={listId}
        autoComplete="off"
        spellCheck={false}
        error={errors.timeZone?.message}
        hint="The times below are wall-clock times in this zone. Remembered for this event."
        {...register('timeZone', { onChange: (e) => zoneChanged(String(e.target.value)) })}
      />
      <datalist id={listId}>
        {ZONES.map((z) => (
          <option key={z} value={z} />
        ))}
      </datalist>
      <div className="session-time__row">
        <Field
          label="Start"
          type="datetime-local"
          error={errors.start?.message}
          {...register('start')}
        />
        <Instant wall={start} zone={zone} testId="start-instant" />
      </div>
      <div className="session-time__row">
        <Field label="End" type="datetime-local" error={errors.end?.message} {...register('end')} />
        <Instant wall={end} zone={zone} testId="end-instant" />
      </div>
      {warnings.map((w) => (
        <p
          key={w.field + w.message}
          className="session-warning"
          role="status"
          data-testid="time-warning"
        >
          {w.message}
        </p>
      ))}
    </fieldset>
  )
}
