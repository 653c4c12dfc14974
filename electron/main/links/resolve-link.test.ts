import { describe, expect, it } from 'vitest'
import { parseLink } from '@shared/links/stagehand-link'
import type { WorkspaceSummary } from '@shared/workspace'
import { workspaceSummary } from '@test-support/workspace-summary'
import { resolveLink } from './resolve-link'

const EVENT = '3f2b8c1e-9a4d-4e6f-8b1a-2c3d4e5f6a7b'
const SPONSOR = '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d'

const workspace = (id: string, baseUrl: string, extra: Partial<WorkspaceSummary> = {}) =>
  workspaceSummary({ id, name: `Workspace ${id}`, baseUrl, ...extra })

const link = (workspaceId: string, service?: string) =>
  parseLink(
    `stagehand://open/${workspaceId}/${EVENT}/sponsor/${SPONSOR}` +
      (service ? `?service=${encodeURIComponent(service)}` : ''),
  )

const opened = (workspaceId: string) => ({
  outcome: 'open',
  workspaceId,
  eventId: EVENT,
  kind: 'sponsor',
  id: SPONSOR,
})

describe('resolveLink', () => {
  const eu = workspace('w-eu', 'https://api.eu.zuddl.com')
  const main = workspace('w-main', 'https://api.zuddl.com')

  it('opens the workspace the link names by its ID', () => {
    expect(resolveLink(link('w-main', 'https://api.zuddl.com/'), [eu, main])).toEqual(
      opened('w-main'),
    )
    expect(resolveLink(link('w-main'), [eu, main])).toEqual(opened('w-main'))
  })

  it('opens an event alone, with no place in it', () => {
    const event = parseLink(
      `stagehand://open/w-elsewhere/${EVENT}?service=https%3A%2F%2Fapi.zuddl.com`,
    )
    expect(resolveLink(event, [eu, main])).toEqual({ ...opened('w-main'), kind: null, id: null })
  })

  it("on another computer, opens the one workspace on the link's service", () => {
    expect(resolveLink(link('w-elsewhere', 'https://API.eu.zuddl.com'), [eu, main])).toEqual(
      opened('w-eu'),
    )
  })

  it('refuses a workspace this computer does not have, saying what is needed', () => {
    expect(resolveLink(link('w-elsewhere', 'https://api.other.example'), [eu, main])).toEqual({
      outcome: 'refused',
      message:
        'This computer has no workspace for https://api.other.example. Add a workspace with that address and its API key, then open the link again.',
    })
    expect(resolveLink(link('w-elsewhere'), [eu, main])).toMatchObject({
      outcome: 'refused',
      message: expect.stringMatching(/workspace this computer does not have/),
    })
  })

  it('refuses when two workspaces share the service and the ID names neither', () => {
    const second = workspace('w-main-2', 'https://api.zuddl.com')
    expect(resolveLink(link('w-x', 'https://api.zuddl.com'), [main, second])).toMatchObject({
      outcome: 'refused',
      message: expect.stringMatching(/^Several workspaces here use https:\/\/api.zuddl.com/),
    })
  })

  it('refuses a workspace whose address is not the one of the link', () => {
    expect(resolveLink(link('w-main', 'https://api.eu.zuddl.com'), [main])).toMatchObject({
      outcome: 'refused',
      message: expect.stringMatching(/this computer has it at https:\/\/api.zuddl.com/),
    })
  })

  it('refuses an event a workspace without its key cannot reach', () => {
    const keyless = workspace('w-main', 'https://api.zuddl.com', { hasKey: false })
    expect(resolveLink(link('w-main'), [keyless])).toMatchObject({
      outcome: 'refused',
      message: expect.stringMatching(/has no API key on this computer/),
    })
  })

  it('says why a link that is not one was not opened', () => {
    expect(resolveLink(parseLink('javascript:alert(1)'), [main])).toEqual({
      outcome: 'refused',
      message: 'The link was not opened: it is not a stagehand:// link.',
    })
  })

  it('opens the demo by its ID though a link names the port of an earlier start', () => {
    const demo = workspace('w-demo', 'http://127.0.0.1:60001', { isDemo: true })
    expect(resolveLink(link('w-demo', 'http://127.0.0.1:51234'), [demo])).toEqual(opened('w-demo'))
    // Another workspace moved from one local address to another is still refused.
    const local = workspace('w-local', 'http://127.0.0.1:60001')
    expect(resolveLink(link('w-local', 'http://127.0.0.1:51234'), [local])).toMatchObject({
      outcome: 'refused',
    })
  })

  it("shows only the origin of a link's service address, never its free text", () => {
    const wordy = 'https://api.other.example/Your key expired, call 555-0100 now'
    const eventLink = (workspaceId: string) =>
      parseLink(`stagehand://open/${workspaceId}/${EVENT}?service=${encodeURIComponent(wordy)}`)
    const twin = workspace('w-twin', wordy)
    const messages = [
      resolveLink(eventLink('w-elsewhere'), [eu, main]),
      resolveLink(eventLink('w-main'), [main]),
      resolveLink(eventLink('w-x'), [twin, { ...twin, id: 'w-twin-2' }]),
    ].map((delivery) => (delivery.outcome === 'refused' ? delivery.message : ''))
    for (const message of messages) {
      expect(message).toContain('https://api.other.example')
      expect(message).not.toMatch(/expired|555/)
    }
  })
})
