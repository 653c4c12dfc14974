/**
 * What a stored attendee snapshot answers: the overview and the changes.
 *
 * Shared by main (the snapshot store answers these) and the window (the
 * overview draws them). Values are the service's own (a status code such as
 * REGISTERED); the window turns them into words. An empty string stands for
 * "not given".
 */

/** One value of a breakdown and how many attendees hold it. */
export interface OverviewCount {
  value: string
  count: number
}

/** A breakdown by one field: its largest values first, the rest summed. */
export interface OverviewBreakdown {
  /** `status`, `ticketName`, `country` or `custom:<fieldSlug>`. */
  key: string
  counts: OverviewCount[]
  /** Attendees whose value is past the listed ones. */
  others: number
}

/** A custom field few enough values to chart. */
export interface CustomFieldChoice {
  fieldSlug: string
  distinct: number
}

/** The overview of one stored snapshot. */
export interface AttendeeOverview {
  snapshotId: string
  workspaceId: string
  eventId: string
  /** When the snapshot finished, ISO 8601. */
  takenAt: string
  total: number
  byStatus: OverviewBreakdown
  byTicketType: OverviewBreakdown
  byCountry: OverviewBreakdown
  /** The custom field the user picked, or null. */
  byCustomField: OverviewBreakdown | null
  /** Registrations per day (from createdAt, UTC day `YYYY-MM-DD`), oldest first. */
  perDay: { day: string; count: number }[]
  customFieldChoices: CustomFieldChoice[]
}

/** One attendee as a snapshot keeps it: what the grid can show. */
export interface SnapshotAttendee {
  id: string
  firstName: string
  lastName: string
  email: string
  company: string
  country: string
  status: string
  ticketName: string
  createdAt: string
}

/** One attendee whose status differs between two snapshots. */
export interface StatusChange {
  attendee: SnapshotAttendee
  from: string
  to: string
}

/** What changed between two snapshots of the same event. */
export interface SnapshotChanges {
  fromSnapshotId: string
  toSnapshotId: string
  fromTakenAt: string
  toTakenAt: string
  added: SnapshotAttendee[]
  removed: SnapshotAttendee[]
  statusChanged: StatusChange[]
}
