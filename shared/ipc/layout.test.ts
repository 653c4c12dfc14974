import { describe, expect, it } from 'vitest'
import { channels } from './contract'
import { bridgeLayout } from './layout'

const entries = Object.entries(bridgeLayout).flatMap(([namespace, functions]) =>
  Object.entries(functions).map(([name, channel]: [string, string]) => ({
    namespace,
    name,
    channel,
  })),
)

describe('bridge layout', () => {
  it('names every channel of the contract exactly once, and nothing else', () => {
    const named = entries.map((e) => e.channel)
    const counts = new Map<string, number>()
    for (const channel of named) counts.set(channel, (counts.get(channel) ?? 0) + 1)
    const everyChannel = Object.keys(channels)
    expect(everyChannel.length).toBeGreaterThan(0)
    expect(everyChannel.filter((c) => counts.get(c) !== 1)).toEqual([])
    expect(named.filter((c) => !everyChannel.includes(c))).toEqual([])
  })

  it('calls channel <namespace>:<function> from stagehand.<namespace>.<function>', () => {
    const misplaced = entries.filter((e) => e.channel !== `${e.namespace}:${e.name}`)
    expect(misplaced).toEqual([])
  })

  it('keeps the event listener name free for the events', () => {
    expect(Object.keys(bridgeLayout)).not.toContain('events')
  })
})
