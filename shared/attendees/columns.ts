/**
 * The attendee column model.
 *
 * Shared by the grid (renderer) and the CSV export (main) so a column means the
 * same thing on screen and in the file: every field of the API's Attendee
 * flattened to one column with a readable header, lists shown compactly, and
 * one column per custom field slug met in the data. Pure code: no Node or DOM
 * globals.
 */
import type { Attendee } from '../api/schemas'
import type { SortField } from '../api/filter-grammar'
import { isoUtc } from './cell-format'

/** `code`: a value of a fixed set the service names in capitals (REGISTERED), shown as words. */
export type ColumnKind = 'text' | 'date' | 'list' | 'url' | 'html' | 'id' | 'code'

export interface AttendeeColumn {
  /** Stable identity (stored in views and preferences): the field path, or `custom:<slug>`. */
  id: string
  /** Readable header, e.g. "Profile · Country"; also the CSV header and the menus' name. */
  header: string
  /**
   * The grid's header: short enough for a column's width, and clear alone ("Country",
   * "Ticket"); the full header stays in the menus, the tooltip and the file.
   */
  label: string
  group: string
  kind: ColumnKind
  /** Default width in the grid, px. */
  width: number
  defaultVisible: boolean
  /** Set on the four columns the API can sort by. */
  sortField?: SortField
  /** The cell's text as shown in the grid and written to CSV (before neutralising). */
  value(attendee: Attendee): string
}

export const CUSTOM_PREFIX = 'custom:'

type Getter = (a: Attendee) => unknown

const text = (v: unknown): string => (v === null || v === undefined ? '' : String(v))
const yesNo = (v: boolean | null | undefined): string =>
  v === true ? 'yes' : v === false ? 'no' : ''

/** Column factory; the getter may return anything and is turned into text by kind. */
function col(
  id: string,
  group: string,
  label: string,
  kind: ColumnKind,
  get: Getter,
  extra: { width?: number; visible?: boolean; sortField?: SortField; short?: string } = {},
): AttendeeColumn {
  const header = group === '' ? label : `${group} · ${label}`
  const value =
    kind === 'date' ? (a: Attendee) => isoUtc(text(get(a))) : (a: Attendee) => text(get(a))
  return {
    id,
    header,
    label: extra.short ?? label,
    group: group || 'Attendee',
    kind,
    width: extra.width ?? (kind === 'date' ? 170 : kind === 'id' ? 290 : 160),
    defaultVisible: extra.visible ?? false,
    ...(extra.sortField ? { sortField: extra.sortField } : {}),
    value,
  }
}

const p = (a: Attendee) => a.profile
const s = (a: Attendee) => a.socialLinks
const t = (a: Attendee) => a.ticketDetails
const src = (a: Attendee) => a.source
const utm = (a: Attendee) => a.source?.utmParams

/*
 * Lists are shown compactly: one line, items separated by "; ". A plain
 * loop, not map/join: this runs for every row of an export.
 */
function joinItems<T>(list: readonly T[] | null | undefined, item: (x: T) => string): string {
  if (!list) return ''
  let out = ''
  for (let i = 0; i < list.length; i++) {
    if (i > 0) out += '; '
    out += item(list[i]!)
  }
  return out
}

const addOns = (a: Attendee): string =>
  joinItems(t(a)?.addOns, (x) => {
    const n = x.sessions?.length ?? 0
    return n > 0 ? `${text(x.name)} (${n} session${n === 1 ? '' : 's'})` : text(x.name)
  })
const disclaimers = (a: Attendee): string =>
  joinItems(a.disclaimers, (d) => `${text(d.slug ?? d.id)}: ${yesNo(d.consentGiven)}`)
const optOuts = (a: Attendee): string =>
  joinItems(a.unsubscribedNotificationDetails, (u) =>
    u.categoryName
      ? `${text(u.categoryName)}: ${text(u.unsubscribeReason)}`
      : text(u.unsubscribeReason),
  )
function metadata(a: Attendee): string {
  const m = src(a)?.metadata
  // Object.keys: the own keys in the order Object.entries gives them.
  return m
    ? joinItems(
        Object.keys(m),
        (k) => `${k}=${typeof m[k] === 'string' ? m[k] : JSON.stringify(m[k])}`,
      )
    : ''
}

/** Every field of the API's Attendee resource, in a reading order. */
export const BASE_COLUMNS: readonly AttendeeColumn[] = [
  col('profile.firstName', 'Profile', 'First name', 'text', (a) => p(a)?.firstName, {
    visible: true,
    sortField: 'profile.firstName',
    width: 140,
  }),
  col('profile.lastName', 'Profile', 'Last name', 'text', (a) => p(a)?.lastName, {
    visible: true,
    sortField: 'profile.lastName',
    width: 140,
  }),
  col('profile.email', 'Profile', 'Email', 'text', (a) => p(a)?.email, {
    visible: true,
    width: 240,
  }),
  col('profile.company', 'Profile', 'Company', 'text', (a) => p(a)?.company, { visible: true }),
  col('profile.designation', 'Profile', 'Designation', 'text', (a) => p(a)?.designation),
  col('profile.industry', 'Profile', 'Industry', 'text', (a) => p(a)?.industry),
  col('profile.country', 'Profile', 'Country', 'text', (a) => p(a)?.country, {
    visible: true,
    width: 140,
  }),
  col('profile.headline', 'Profile', 'Headline', 'text', (a) => p(a)?.headline, { width: 220 }),
  col('profile.bio', 'Profile', 'Bio', 'html', (a) => p(a)?.bio, { width: 220 }),
  col('profile.phoneNumber', 'Profile', 'Phone number', 'text', (a) => p(a)?.phoneNumber),
  col('profile.profilePictureUrl', 'Profile', 'Picture URL', 'url', (a) => p(a)?.profilePictureUrl),
  col('status', '', 'Status', 'code', (a) => a.status, { visible: true, width: 120 }),
  col('statusUpdatedAt', '', 'Status updated at', 'date', (a) => a.statusUpdatedAt),
  col('statusSource', '', 'Status source', 'code', (a) => a.statusSource),
  col('ticketDetails.ticketName', 'Ticket', 'Name', 'text', (a) => t(a)?.ticketName, {
    visible: true,
    short: 'Ticket',
  }),
  col('ticketDetails.ticketTypeId', 'Ticket', 'Type ID', 'id', (a) => t(a)?.ticketTypeId, {
    short: 'Ticket type ID',
  }),
  col('ticketDetails.promoCode', 'Ticket', 'Promo code', 'text', (a) => t(a)?.promoCode),
  col('ticketDetails.addOns', 'Ticket', 'Add-ons', 'list', addOns, { width: 220 }),
  col('createdAt', '', 'Created at', 'date', (a) => a.createdAt, {
    visible: true,
    sortField: 'createdAt',
  }),
  col('updatedAt', '', 'Updated at', 'date', (a) => a.updatedAt, { sortField: 'updatedAt' }),
  col('createdBy', '', 'Created by', 'id', (a) => a.createdBy),
  col('confirmationCode', '', 'Confirmation code', 'text', (a) => a.confirmationCode, {
    width: 130,
  }),
  col('qrCodeImgUrl', '', 'QR code URL', 'url', (a) => a.qrCodeImgUrl, { width: 220 }),
  col('roles', '', 'Roles', 'list', (a) => (a.roles ?? []).join(', '), { width: 130 }),
  col('disclaimers', '', 'Disclaimers', 'list', disclaimers, { width: 260 }),
  col('unsubscribedNotificationDetails', '', 'Notification opt-outs', 'list', optOuts, {
    width: 220,
  }),
  col('socialLinks.linkedin', 'Social', 'LinkedIn', 'url', (a) => s(a)?.linkedin, { width: 220 }),
  col('socialLinks.twitter', 'Social', 'Twitter', 'url', (a) => s(a)?.twitter, { width: 200 }),
  col('socialLinks.instagram', 'Social', 'Instagram', 'url', (a) => s(a)?.instagram, {
    width: 200,
  }),
  col('socialLinks.facebook', 'Social', 'Facebook', 'url', (a) => s(a)?.facebook, { width: 200 }),
  col('socialLinks.website', 'Social', 'Website', 'url', (a) => s(a)?.website, { width: 200 }),
  col('source.type', 'Source', 'Type', 'code', (a) => src(a)?.type, {
    width: 110,
    short: 'Source',
  }),
  col('source.referrer', 'Source', 'Referrer', 'url', (a) => src(a)?.referrer, { width: 200 }),
  col('source.utmParams.id', 'Source', 'UTM ID', 'text', (a) => utm(a)?.id, { width: 120 }),
  col('source.utmParams.source', 'Source', 'UTM source', 'text', (a) => utm(a)?.source, {
    width: 120,
  }),
  col('source.utmParams.medium', 'Source', 'UTM medium', 'text', (a) => utm(a)?.medium, {
    width: 120,
  }),
  col('source.utmParams.campaign', 'Source', 'UTM campaign', 'text', (a) => utm(a)?.campaign),
  col('source.utmParams.term', 'Source', 'UTM term', 'text', (a) => utm(a)?.term),
  col('source.utmParams.content', 'Source', 'UTM content', 'text', (a) => utm(a)?.content, {
    width: 120,
  }),
  col('source.metadata', 'Source', 'Metadata', 'list', metadata, {
    width: 240,
    short: 'Source details',
  }),
  col('id', '', 'ID', 'id', (a) => a.id),
  col('eventId', '', 'Event ID', 'id', (a) => a.eventId),
  col('kind', '', 'Kind', 'text', (a) => a.kind, { width: 100 }),
  col('url', '', 'URL', 'url', (a) => a.url, { width: 260 }),
]

const BASE_BY_ID = new Map(BASE_COLUMNS.map((c) => [c.id, c]))

export function customColumnId(slug: string): string {
  return CUSTOM_PREFIX + slug
}

/** A slug as words: `dietary_needs` → "Dietary needs"; a slug of only marks stays as it is. */
export function slugWords(slug: string): string {
  const words = slug.replace(/[-_]+/g, ' ').replace(/\s+/g, ' ').trim()
  return words === '' ? slug : words.charAt(0).toUpperCase() + words.slice(1)
}

/** One column per custom field slug; the slug is kept verbatim so two slugs never share a header. */
export function customColumn(slug: string): AttendeeColumn {
  return {
    id: customColumnId(slug),
    header: `Custom · ${slug}`,
    label: slugWords(slug),
    group: 'Custom fields',
    kind: 'text',
    width: 170,
    defaultVisible: false,
    value: (a) => {
      // A loop, not find(): one of these runs per custom column and row of an export.
      const fields = a.customFieldsData
      if (fields) {
        for (let i = 0; i < fields.length; i++) {
          if (fields[i]!.fieldSlug === slug) return text(fields[i]!.value)
        }
      }
      return ''
    },
  }
}

/** Custom field slugs met in `attendees`, added to `known` in first-seen order. */
export function collectCustomSlugs(
  attendees: Iterable<Attendee>,
  known: readonly string[] = [],
): string[] {
  const out = [...known]
  const seen = new Set(known)
  for (const a of attendees) {
    for (const f of a.customFieldsData ?? []) {
      if (!seen.has(f.fieldSlug)) {
        seen.add(f.fieldSlug)
        out.push(f.fieldSlug)
      }
    }
  }
  return out
}

/** Every column: the fixed ones, then one per custom slug. */
export function allColumns(customSlugs: readonly string[]): AttendeeColumn[] {
  return [...BASE_COLUMNS, ...customSlugs.map(customColumn)]
}

/** The column with this id (custom ones are made on demand); undefined for an unknown id. */
export function columnById(id: string): AttendeeColumn | undefined {
  if (id.startsWith(CUSTOM_PREFIX) && id.length > CUSTOM_PREFIX.length) {
    return customColumn(id.slice(CUSTOM_PREFIX.length))
  }
  return BASE_BY_ID.get(id)
}

/** Resolves ids to columns in the given order, dropping unknown and repeated ids. */
export function resolveColumns(ids: readonly string[]): AttendeeColumn[] {
  const seen = new Set<string>()
  const out: AttendeeColumn[] = []
  for (const id of ids) {
    const c = seen.has(id) ? undefined : columnById(id)
    if (c) {
      seen.add(id)
      out.push(c)
    }
  }
  return out
}

export const DEFAULT_VISIBLE_COLUMN_IDS: readonly string[] = BASE_COLUMNS.filter(
  (c) => c.defaultVisible,
).map((c) => c.id)
