import { isTimeZone } from '@shared/sessions/zoned-time'

/** The computer's own time zone: where a session's times start when none was chosen for its event. */
export const COMPUTER_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'

/**
 * The zone a session's times are shown in: the one chosen for the event,
 * else the event's own where the service gave one the platform knows, else
 * the computer's.
 */
export function sessionZone(chosen: string | null | undefined, event: string | null): string {
  if (chosen) return chosen
  return event && isTimeZone(event) ? event : COMPUTER_ZONE
}
