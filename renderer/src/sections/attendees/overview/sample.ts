/**
 * A sample overview, for the tests and for screenshots.
 *
 * Shaped as the snapshot store answers: values in the service's own words, an
 * empty string where an attendee gave none, the rest summed in `others`.
 */
import type { AttendeeOverview } from '@shared/snapshots/overview'

export const sampleOverview: AttendeeOverview = {
  snapshotId: 'snap-2',
  workspaceId: 'ws-1',
  eventId: 'ev-1',
  takenAt: '2026-03-14T09:30:00Z',
  total: 3120,
  byStatus: {
    key: 'status',
    counts: [
      { value: 'REGISTERED', count: 1804 },
      { value: 'CHECKED_IN', count: 1204 },
      { value: 'CANCELLED', count: 112 },
    ],
    others: 0,
  },
  byTicketType: {
    key: 'ticketName',
    counts: [
      { value: 'General admission', count: 2210 },
      { value: 'VIP', count: 640 },
      { value: 'Speaker', count: 270 },
    ],
    others: 0,
  },
  byCountry: {
    key: 'country',
    counts: [
      { value: 'Germany', count: 1204 },
      { value: 'Kenya', count: 702 },
      { value: 'India', count: 598 },
      { value: '', count: 304 },
    ],
    others: 312,
  },
  byCustomField: {
    key: 'custom:dietary',
    counts: [
      { value: 'None', count: 2001 },
      { value: 'Vegetarian', count: 803 },
      { value: 'Vegan', count: 215 },
      { value: '', count: 101 },
    ],
    others: 0,
  },
  perDay: [
    { day: '2026-03-01', count: 120 },
    { day: '2026-03-02', count: 310 },
    { day: '2026-03-03', count: 260 },
    { day: '2026-03-05', count: 410 },
    { day: '2026-03-08', count: 640 },
    { day: '2026-03-10', count: 380 },
    { day: '2026-03-12', count: 720 },
    { day: '2026-03-13', count: 280 },
  ],
  customFieldChoices: [
    { fieldSlug: 'dietary', distinct: 4 },
    { fieldSlug: 't_shirt-size', distinct: 6 },
  ],
}
