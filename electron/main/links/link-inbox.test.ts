import { describe, expect, it } from 'vitest'
import { MAX_LINK_LENGTH } from '@shared/links/stagehand-link'
import { createLinkInbox, linkFromArgv, MAX_KEPT_LINKS } from './link-inbox'

describe('link inbox', () => {
  it('keeps links until taken, hands each out once, and announces every arrival', () => {
    const inbox = createLinkInbox()
    let arrivals = 0
    inbox.onArrival(() => arrivals++)
    inbox.receive('stagehand://open/a')
    inbox.receive('stagehand://open/b')
    expect(arrivals).toBe(2)
    expect(inbox.take()).toEqual(['stagehand://open/a', 'stagehand://open/b'])
    expect(inbox.take()).toEqual([])
  })

  it('keeps the latest few links, each no longer than a link can be', () => {
    const inbox = createLinkInbox()
    for (let i = 0; i < MAX_KEPT_LINKS + 3; i++) inbox.receive(`stagehand://open/${i}`)
    inbox.receive('x'.repeat(10 * MAX_LINK_LENGTH))
    const kept = inbox.take()
    expect(kept).toHaveLength(MAX_KEPT_LINKS)
    expect(kept[0]).toBe('stagehand://open/4')
    expect(kept.at(-1)).toHaveLength(MAX_LINK_LENGTH + 1)
  })
})

describe('linkFromArgv', () => {
  it('finds the link among the executable, its switches and other arguments', () => {
    const argv = ['/opt/Stagehand/stagehand', '--no-sandbox', 'STAGEHAND://open/x', 'other']
    expect(linkFromArgv(argv)).toBe('STAGEHAND://open/x')
  })

  it('finds none in a start without a link, nor in a switch that holds one', () => {
    expect(linkFromArgv(['/opt/Stagehand/stagehand', '--flag=stagehand://open/x'])).toBeNull()
    expect(linkFromArgv([])).toBeNull()
  })
})
