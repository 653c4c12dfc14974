/**
 * Every TanStack Query key of the renderer, in one place.
 *
 * Beside the options that use them: the screens take a key from a factory's
 * `queryKey`, and the few that name a key alone (an invalidation, a wait for a
 * read) import it from here, never from the app's root.
 */
export const queryKeys = {
  workspaces: ['workspaces'] as const,
  appInfo: ['app', 'info'] as const,
  /** The app's own preferences (the Preferences dialog). */
  preferences: ['preferences'] as const,
  /** Every query that belongs to one workspace starts with its id in second place. */
  teams: (workspaceId: string) => ['teams', workspaceId] as const,
  /** A list the service's docs describe (events; an event's sessions or locations), or that it offers none. */
  listing: (workspaceId: string, list: 'events' | 'sessions' | 'locations', eventId?: string) =>
    eventId
      ? (['listing', workspaceId, list, eventId] as const)
      : (['listing', workspaceId, list] as const),
  /** One page of the attendee grid; `query` holds filter, sort, page and page size (without it, every page). */
  attendees: (workspaceId: string, eventId: string, query?: unknown) =>
    query === undefined
      ? (['attendees', workspaceId, eventId] as const)
      : (['attendees', workspaceId, eventId, query] as const),
  /** Saved views and remembered columns of an event's attendee grid. */
  attendeeViews: (workspaceId: string, eventId: string) =>
    ['attendee-views', workspaceId, eventId] as const,
  /** What an export will cost (requests per 1,000 attendees, quota left). */
  exportEstimate: (workspaceId: string) => ['export-estimate', workspaceId] as const,
  /** A picture from API data, fetched by main (the CSP allows no remote image source). */
  picture: (workspaceId: string, url: string) => ['picture', workspaceId, url] as const,
  /** The catalog of known IDs of an event; without `kind`, every kind (to invalidate them all). */
  catalog: (workspaceId: string, eventId: string, kind?: string) =>
    kind
      ? (['catalog', workspaceId, eventId, kind] as const)
      : (['catalog', workspaceId, eventId] as const),
  /** One sponsor read back where the service offers it (its answer also lands in the catalog). */
  /** An event's attendee snapshots: `part` is status, overview (with its field), changes, rows. */
  snapshots: (workspaceId: string, eventId: string, ...part: unknown[]) =>
    ['snapshots', workspaceId, eventId, ...part] as const,
  sponsorRead: (workspaceId: string, eventId: string, sponsorId: string) =>
    ['sponsor-read', workspaceId, eventId, sponsorId] as const,
  /** The event's details read from the service, where it offers the read. */
  eventRead: (workspaceId: string, eventId: string) =>
    ['event-read', workspaceId, eventId] as const,
  /** One speaker read from the service (its answer also lands in the catalog). */
  speaker: (workspaceId: string, eventId: string, speakerId: string) =>
    ['speaker', workspaceId, eventId, speakerId] as const,
  /** The session editor's memory of an event: its chosen time zone and which sessions have drafts. */
  sessionDrafts: (workspaceId: string, eventId: string) =>
    ['session-drafts', workspaceId, eventId] as const,
  /** The unsaved edit of one session (under sessionDrafts, so one invalidation covers both). */
  sessionDraft: (workspaceId: string, eventId: string, sessionId: string) =>
    ['session-drafts', workspaceId, eventId, sessionId] as const,
  /** An event's agenda imports whose apply has not finished. */
  agendaPending: (workspaceId: string, eventId: string) =>
    ['agenda-pending', workspaceId, eventId] as const,
  /** The latest status of one agenda import's apply. */
  agendaApply: (workspaceId: string, eventId: string, importId: string) =>
    ['agenda-apply', workspaceId, eventId, importId] as const,
  /** CSV exports of this session, and paused ones of earlier sessions. */
  exports: ['exports'] as const,
  /** Everything read from a workspace's change journal (one invalidation when it changes). */
  journal: (workspaceId: string) => ['journal', workspaceId] as const,
  /** Every workspace's journal reads (the settings apply to them all). */
  journalAll: ['journal'] as const,
  /** Journal entries matching a filter, newest first. */
  journalList: (workspaceId: string, filter: unknown, limit: number) =>
    ['journal', workspaceId, 'list', filter, limit] as const,
  /** One journal entry. */
  journalEntry: (workspaceId: string, entryId: string) =>
    ['journal', workspaceId, 'entry', entryId] as const,
  /** What reverting an entry would send now (read anew: it depends on what is known now). */
  journalPlan: (workspaceId: string, entryId: string) =>
    ['journal', workspaceId, 'plan', entryId] as const,
  /** Picture bytes the journal kept, by SHA-256 (they never change; kept apart from `journal`). */
  journalPicture: (workspaceId: string, sha256: string) =>
    ['journal-picture', workspaceId, sha256] as const,
  /** The journal's retention and picture cap. */
  journalSettings: ['journal-settings'] as const,
}
