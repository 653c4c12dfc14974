/**
 * Resources as the service's public docs show them (the `zuddl-docs` dialect).
 *
 * The docs (https://docs.zuddl.com/api-reference) give custom field values as
 * numbers where the field is numeric (`{ "fieldSlug": "age", "value": 30 }`),
 * and example values the seed otherwise does not use: attendee `statusSource`
 * MANUAL_UPDATE and `source.type` ZUDDL_API. Every resource also carries
 * fields the contract does not name, of each JSON type, as a service that
 * grows its resources sends them; a tolerant client keeps and ignores them.
 */
import type { EmulatorState } from '../state'

/** Fields outside the contract, one of each JSON type. */
const EXTRA_FIELDS = {
  organizationId: 'f0c1d2e3-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  revision: 3,
  archived: false,
  labels: [] as string[],
  extensions: { schemaVersion: '2025-04' },
}

/** The resource with the extra fields when the dialect has them; as it is otherwise. */
export function served<T extends object>(state: EmulatorState, resource: T): T {
  return state.dialect.docsResources ? { ...resource, ...EXTRA_FIELDS } : resource
}

/** Every third attendee, by registration order, shows the docs' values. */
const showsDocsValues = (row: number) => row % 3 === 0

interface AttendeeShape {
  profile: object
  customFieldsData: { fieldSlug: string; value: unknown }[]
  status: string
  statusSource: string
  source: { type: string }
}

/** An attendee (of row `row` of its event) as the dialect serves it. */
export function servedAttendee<T extends AttendeeShape>(
  state: EmulatorState,
  attendee: T,
  row: number,
): T {
  if (!state.dialect.docsResources) return attendee
  const out = served(state, { ...attendee, profile: { ...attendee.profile, pronouns: '' } })
  if (!showsDocsValues(row)) return out
  return {
    ...out,
    customFieldsData: [
      ...attendee.customFieldsData,
      { fieldSlug: 'age', value: 18 + ((row * 7) % 50) },
    ],
    statusSource: attendee.status === 'CHECKED_IN' ? attendee.statusSource : 'MANUAL_UPDATE',
    source: { ...attendee.source, type: 'ZUDDL_API' },
  }
}
