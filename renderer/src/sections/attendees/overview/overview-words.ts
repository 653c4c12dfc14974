/**
 * The overview's words: field names, values, counts and times as an organizer reads them.
 *
 * A snapshot keeps the service's own values (REGISTERED, `custom:dietary`, an
 * empty string); everything the overview shows passes through here first.
 */
import { CUSTOM_PREFIX, slugWords } from '@shared/attendees/columns'
import { formatInstant, zoneFormat } from '../../history/zone-format'
import { countText } from '@shared/number-format'

/** One value of one breakdown, as the grid's filter will take it. */
export interface OverviewPick {
  key: string
  value: string
}

/** Whether `pick` is the bar or tile for `key` and `value`. */
export function isPicked(pick: OverviewPick | null, key: string, value: string): boolean {
  return pick !== null && pick.key === key && pick.value === value
}

/** What an empty value reads as: the service had none for these attendees. */
export const NOT_GIVEN = 'Not given'

/** The row that sums the values past the listed ones. */
export const ALL_OTHERS = 'All others'

const FIELD_NAMES: Readonly<Record<string, string>> = {
  status: 'Status',
  ticketName: 'Ticket type',
  country: 'Country',
}

/**
 * A breakdown's field in words: "Ticket type", or a custom field's slug in words.
 *
 * The slug is worded as the grid's column for it is, so both name a field alike.
 */
export function fieldWords(key: string): string {
  if (key.startsWith(CUSTOM_PREFIX)) return slugWords(key.slice(CUSTOM_PREFIX.length))
  return FIELD_NAMES[key] ?? slugWords(key)
}

/** A value in words: "Not given" when empty, a status in the grid's words, else as it came. */
export function valueWords(key: string, value: string, statusWords: (code: string) => string) {
  if (value.trim() === '') return NOT_GIVEN
  return key === 'status' ? statusWords(value) : value
}

export { countText } from '@shared/number-format'

/** A count of attendees: "1 attendee", "1,204 attendees". */
export function attendeesText(count: number): string {
  return `${countText(count)} ${count === 1 ? 'attendee' : 'attendees'}`
}

/** A bar's or tile's accessible name: "Germany: 1,204 attendees". */
export function countName(label: string, count: number): string {
  return `${label}: ${attendeesText(count)}`
}

/** When a snapshot was taken, in the window's zone: `27 Nov 2026, 16:04`. */
export function snapshotTime(iso: string, zone?: string): string {
  return formatInstant(iso, zone)
}

/** A UTC day (`2026-03-12`) as `12 Mar 2026`; text that is no day stays as it came. */
export function dayText(day: string): string {
  const time = Date.parse(`${day}T00:00:00Z`)
  if (!/^\d{4}-\d\d-\d\d$/.test(day) || Number.isNaN(time)) return day
  return zoneFormat('en-GB', { dateStyle: 'medium' }, 'UTC').format(time)
}

/** Words that open a sentence, lowered to go inside one: "Checked in" → "checked in". */
export function inSentence(words: string): string {
  // An acronym ("API") keeps its capitals.
  if (/^[A-Z]{2}/.test(words)) return words
  return words.charAt(0).toLowerCase() + words.slice(1)
}
