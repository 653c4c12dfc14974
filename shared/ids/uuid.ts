/**
 * The UUID pattern the API gives for eventId, speakerId, sponsorId and locationId.
 *
 * Apart from the schemas (api/schemas.ts) so code that only recognises an ID
 * need not load zod.
 */
export const UUID_PATTERN =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
