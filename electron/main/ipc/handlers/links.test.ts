import { describe, expect, it } from 'vitest'
import { workspaceSummary } from '@test-support/workspace-summary'
import { createLinkInbox } from '@main/links/link-inbox'
import { linksHandlers } from './links'

const signal = new AbortController().signal
const EVENT = '3f2b8c1e-9a4d-4e6f-8b1a-2c3d4e5f6a7b'
const ws = workspaceSummary({ eventId: EVENT })

function setup() {
  const copied: string[] = []
  const links = createLinkInbox()
  const handlers = linksHandlers({
    links,
    workspaces: { list: async () => ({ workspaces: [ws] }) },
    writeClipboard: (text) => void copied.push(text),
  })
  return { copied, links, handlers }
}

describe('links:copy', () => {
  it("puts the place's link, with the workspace's address and no key, on the clipboard", async () => {
    const { copied, handlers } = setup()
    const input = { workspaceId: 'w1', eventId: EVENT, kind: 'session' as const, id: 'S-1' }
    const expected = `stagehand://open/w1/${EVENT}/session/S-1?service=https%3A%2F%2Fapi.zuddl.com`
    await expect(handlers['links:copy'](input, { signal })).resolves.toEqual({ link: expected })
    expect(copied).toEqual([expected])
  })

  it('copies nothing for an unknown workspace or an ID a link cannot carry', async () => {
    const { copied, handlers } = setup()
    const place = { eventId: EVENT, kind: 'session' as const }
    await expect(
      handlers['links:copy']({ ...place, workspaceId: 'gone', id: 'S-1' }, { signal }),
    ).rejects.toMatchObject({ kind: 'not-found' })
    await expect(
      handlers['links:copy']({ ...place, workspaceId: 'w1', id: 'a b' }, { signal }),
    ).rejects.toMatchObject({ kind: 'invalid-input' })
    expect(copied).toEqual([])
  })
})

describe('links:take', () => {
  it('hands over each received link once, read and placed on this computer', async () => {
    const { links, handlers } = setup()
    links.receive(`stagehand://open/w1/${EVENT}/location/${EVENT}`)
    links.receive('https://evil.example/')
    await expect(handlers['links:take'](undefined, { signal })).resolves.toEqual({
      links: [
        { outcome: 'open', workspaceId: 'w1', eventId: EVENT, kind: 'location', id: EVENT },
        { outcome: 'refused', message: 'The link was not opened: it is not a stagehand:// link.' },
      ],
    })
    await expect(handlers['links:take'](undefined, { signal })).resolves.toEqual({ links: [] })
  })
})
