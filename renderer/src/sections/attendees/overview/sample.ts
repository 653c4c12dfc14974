/**
 * A sample overview and a sample of changes, for the tests and for screenshots.
 *
 * Shaped as the snapshot store answers: values in the service's own words, an
 * empty string where an attendee gave none, the rest summed in `others`.
 */
import type {
  AttendeeOverview,
  SnapshotAttendee,
  SnapshotChanges,
} from '@shared/snapshots/overview'

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

const person = (
  id: string,
  firstName: string,
  lastName: string,
  status: string,
  country = 'Germany',
): SnapshotAttendee => ({
  id,
  firstName,
  lastName,
  email: `${firstName.toLowerCase() || id}@example.com`,
  company: 'Example GmbH',
  country,
  status,
  ticketName: 'General admission',
  createdAt: '2026-03-12T10:00:00Z',
})

export const sampleChanges: SnapshotChanges = {
  fromSnapshotId: 'snap-1',
  toSnapshotId: 'snap-2',
  fromTakenAt: '2026-03-13T17:05:00Z',
  toTakenAt: '2026-03-14T09:30:00Z',
  added: [
    person('a1', 'Amina', 'Odhiambo', 'REGISTERED', 'Kenya'),
    person('a2', 'Jonas', 'Weber', 'REGISTERED'),
  ],
  removed: [person('r1', 'Priya', 'Nair', 'CANCELLED', 'India')],
  statusChanged: [
    {
      attendee: person('s1', 'Lena', 'Fischer', 'CHECKED_IN'),
      from: 'REGISTERED',
      to: 'CHECKED_IN',
    },
    { attendee: person('s2', 'Tom', 'Berg', 'CHECKED_IN'), from: 'REGISTERED', to: 'CHECKED_IN' },
    { attendee: person('s3', '', '', 'CANCELLED'), from: 'REGISTERED', to: 'CANCELLED' },
  ],
}

/** Changes between two snapshots that hold the same attendees in the same states. */
export const sampleNoChanges: SnapshotChanges = {
  ...sampleChanges,
  added: [],
  removed: [],
  statusChanged: [],
}
