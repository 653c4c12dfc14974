import { describe, expect, it } from 'vitest'
import {
  buildLink,
  LINK_KINDS,
  MAX_LINK_LENGTH,
  parseLink,
  type LinkTarget,
} from './stagehand-link'

const WS = '0b7c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c2d'
const EVENT = '3f2b8c1e-9a4d-4e6f-8b1a-2c3d4e5f6a7b'
const SPEAKER = '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d'
const BASE = `stagehand://open/${WS}/${EVENT}`

const speaker: LinkTarget = {
  workspaceId: WS,
  eventId: EVENT,
  kind: 'speaker',
  id: SPEAKER,
  service: 'https://api.zuddl.com',
}

function reason(raw: string): string {
  const parsed = parseLink(raw)
  if (parsed.ok) throw new Error(`expected ${raw} to be refused`)
  return parsed.reason
}

describe('parseLink', () => {
  it('reads a link the app builds', () => {
    const link = `${BASE}/speaker/${SPEAKER}?service=https%3A%2F%2Fapi.zuddl.com`
    expect(parseLink(link)).toEqual({ ok: true, target: speaker })
  })

  it('reads a link without a service address, and one a system ended with a slash', () => {
    expect(parseLink(`${BASE}/location/${SPEAKER}/`)).toMatchObject({
      ok: true,
      target: { kind: 'location', id: SPEAKER, service: null },
    })
  })

  it('reads a link to an event alone, with its service address or without', () => {
    expect(parseLink(`${BASE}?service=https%3A%2F%2Fapi.zuddl.com`)).toEqual({
      ok: true,
      target: { ...speaker, kind: null, id: null },
    })
    expect(parseLink(`${BASE}/`)).toEqual({
      ok: true,
      target: { workspaceId: WS, eventId: EVENT, kind: null, id: null, service: null },
    })
  })

  it('takes the scheme in any case, and nothing else', () => {
    expect(parseLink(`STAGEHAND://open/${WS}/${EVENT}/speaker/${SPEAKER}`).ok).toBe(true)
    expect(reason(`stagehand://OPEN/${WS}/${EVENT}/speaker/${SPEAKER}`)).toMatch(/open/)
  })

  it.each([
    ['https://example.com/', /not a stagehand/],
    ['javascript:alert(1)', /not a stagehand/],
    ['file:///etc/passwd', /not a stagehand/],
    ['app://stagehand/index.html', /not a stagehand/],
    ['stagehandx://open/a/b/c/d', /not a stagehand/],
    ['stagehand:open/a', /start with/],
    [`stagehand://user:secret@open/${WS}/${EVENT}/speaker/${SPEAKER}`, /start with/],
    [`stagehand://open@evil.example/${WS}/${EVENT}/speaker/${SPEAKER}`, /start with/],
  ])('refuses another scheme or authority: %s', (raw, expected) => {
    expect(reason(raw)).toMatch(expected)
  })

  it('refuses empty and huge input without reading it all', () => {
    expect(reason('')).toMatch(/empty/)
    const huge = `${BASE}/session/${'a'.repeat(MAX_LINK_LENGTH)}`
    expect(reason(huge)).toMatch(/too long/)
    expect(reason(undefined as unknown as string)).toMatch(/empty/)
  })

  it.each([
    ['a null byte', `${BASE}/session/abc\u0000def`],
    ['a space', `${BASE}/session/abc def`],
    ['a line break', `${BASE}/session/abc\ndef`],
    ['a Cyrillic look-alike in the scheme', `stаgehand://open/${WS}/${EVENT}/session/x`],
    ['a full-width solidus', `${BASE}/session/a\uff0fb`],
    ['a right-to-left override', `${BASE}/session/ab\u202ecd`],
  ])('refuses raw characters a link cannot hold: %s', (_name, raw) => {
    expect(reason(raw)).toMatch(/characters/)
  })

  it.each([
    ['..', `${BASE}/session/..`],
    ['encoded ..', `${BASE}/session/%2E%2E`],
    ['an encoded slash', `${BASE}/session/a%2Fb`],
    ['an encoded backslash', `${BASE}/session/a%5Cb`],
    ['an encoded null byte', `${BASE}/session/a%00b`],
    ['an encoded space', `${BASE}/session/a%20b`],
    ['double encoding', `${BASE}/session/a%252Fb`],
    ['encoded non-ASCII', `${BASE}/session/%D0%B0`],
  ])('refuses an ID that decodes to something unsafe: %s', (_name, raw) => {
    expect(reason(raw)).toMatch(/session ID is not one/)
  })

  it.each([
    ['a lone percent', `${BASE}/session/a%`],
    ['a short escape', `${BASE}/session/a%2`],
    ['invalid UTF-8', `${BASE}/session/%C0%AF`],
  ])('refuses broken percent-encoding: %s', (_name, raw) => {
    expect(reason(raw)).toMatch(/percent-encoding/)
  })

  it('refuses traversal that would change how many parts the link has', () => {
    expect(reason(`${BASE}/session/../../x`)).toMatch(/workspace and an event/)
    expect(reason(`stagehand://open/${WS}/../${EVENT}/session/x`)).toMatch(/workspace and an/)
    expect(reason(`stagehand://open//${EVENT}/session/x`)).toMatch(/workspace ID/)
  })

  it.each([
    ['.. for the event', `stagehand://open/${WS}/..`, /event ID/],
    ['encoded .. for the event', `stagehand://open/${WS}/%2E%2E`, /event ID/],
    ['.. after the event', `${BASE}/..`, /workspace and an event/],
    ['.. for the workspace', `stagehand://open/../${EVENT}`, /workspace ID/],
    ['a place hidden in the event', `${BASE}%2Fspeaker%2F${SPEAKER}`, /event ID/],
    ['the workspace alone', `stagehand://open/${WS}`, /workspace and an event/],
    ['an extra parameter', `${BASE}?service=https%3A%2F%2Fa.example&x=1`, /something other/],
    ['a fragment', `${BASE}#top`, /fragment/],
    ['a null byte', `${BASE}\u0000`, /characters/],
  ])('refuses an event link that is not one: %s', (_name, raw, expected) => {
    expect(reason(raw)).toMatch(expected)
  })

  it.each([
    ['no ID', `${BASE}/speaker`],
    ['an extra part', `${BASE}/speaker/${SPEAKER}/edit`],
    ['nothing at all', 'stagehand://open/'],
  ])('refuses missing or extra parts: %s', (_name, raw) => {
    expect(reason(raw)).toMatch(/workspace and an event, or a place in one/)
  })

  it('checks each part by its kind', () => {
    expect(reason(`stagehand://open/${WS}/not-an-event/speaker/${SPEAKER}`)).toMatch(/event ID/)
    expect(reason(`stagehand://open/${WS}/${EVENT.toUpperCase()}/speaker/x`)).toMatch(/event ID/)
    expect(reason(`${BASE}/team/${SPEAKER}`)).toMatch(/no kind/)
    expect(reason(`${BASE}/__proto__/${SPEAKER}`)).toMatch(/no kind/)
    expect(reason(`${BASE}/speaker/not-a-uuid`)).toMatch(/speaker ID/)
    expect(reason(`${BASE}/view/${'v'.repeat(65)}`)).toMatch(/view ID/)
  })

  it.each([
    ['an extra parameter', `?service=https%3A%2F%2Fa.example&utm_source=chat`],
    ['another parameter only', `?key=secret`],
    ['the service twice', `?service=https%3A%2F%2Fa.example&service=https%3A%2F%2Fb.example`],
    ['a fragment', `#top`],
    ['a javascript: service', `?service=javascript%3Aalert(1)`],
    ['a plain http service', `?service=http%3A%2F%2Fapi.example.com`],
    ['credentials in the service', `?service=https%3A%2F%2Fuser%3Apw%40api.example.com`],
    ['an empty service', `?service=`],
  ])('refuses what a link does not carry: %s', (_name, tail) => {
    expect(parseLink(`${BASE}/speaker/${SPEAKER}${tail}`).ok).toBe(false)
  })
})

describe('buildLink', () => {
  it.each(LINK_KINDS)('round-trips a %s link', (kind) => {
    const id = kind === 'session' || kind === 'view' ? "s-1_a.b~c!*'():@&=+$," : SPEAKER
    const target: LinkTarget = { ...speaker, kind, id, service: 'http://127.0.0.1:4010/api' }
    const link = buildLink(target)
    expect(link).not.toBeNull()
    expect(parseLink(link!)).toEqual({ ok: true, target })
  })

  it('round-trips a link to an event alone', () => {
    const target: LinkTarget = { ...speaker, kind: null, id: null }
    const link = buildLink(target)
    expect(link).toBe(`${BASE}?service=https%3A%2F%2Fapi.zuddl.com`)
    expect(parseLink(link!)).toEqual({ ok: true, target })
    const bare: LinkTarget = { ...target, service: null }
    expect(parseLink(buildLink(bare)!)).toEqual({ ok: true, target: bare })
    expect(buildLink({ ...target, workspaceId: '..' })).toBeNull()
  })

  it('round-trips a link without a service address', () => {
    const target = { ...speaker, service: null }
    expect(parseLink(buildLink(target)!)).toEqual({ ok: true, target })
  })

  it('offers no link the parser would refuse', () => {
    expect(buildLink({ ...speaker, kind: 'session', id: 'has space' })).toBeNull()
    expect(buildLink({ ...speaker, kind: 'session', id: '..' })).toBeNull()
    expect(buildLink({ ...speaker, id: 'not-a-uuid' })).toBeNull()
    expect(buildLink({ ...speaker, service: 'ftp://files.example' })).toBeNull()
    expect(buildLink({ ...speaker, eventId: 'x' })).toBeNull()
  })

  it('carries the address without a trailing slash, and never a key', () => {
    const link = buildLink({ ...speaker, service: 'https://api.zuddl.com/' })!
    expect(link).toBe(
      `stagehand://open/${WS}/${EVENT}/speaker/${SPEAKER}?service=https%3A%2F%2Fapi.zuddl.com`,
    )
  })
})
