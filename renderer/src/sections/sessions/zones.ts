/** The computer's own time zone: where a session's times start when none was chosen for its event. */
export const COMPUTER_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
