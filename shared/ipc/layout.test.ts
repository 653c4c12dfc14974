import { describe, expect, expectTypeOf, it } from 'vitest'
import { channels, type ChannelName } from './contract'
import { bridgeLayout } from './contract-layout'
import { layoutOf, type BridgeLayout, type MalformedChannel } from './layout'

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
    expect(bridgeLayout.app.info).toBe('app:info')
    expect(bridgeLayout.exports.start).toBe('exports:start')
    expect(bridgeLayout.sessionDrafts.setTimeZone).toBe('sessionDrafts:setTimeZone')
  })

  it('keeps the event listener name free for the events', () => {
    expect(Object.keys(bridgeLayout)).not.toContain('events')
    expect(() => layoutOf(['events:on'])).toThrow(/namespace the bridge keeps for its events/)
  })

  it('types each function with its own channel, and every name of the contract as well formed', () => {
    expectTypeOf(bridgeLayout.catalog.export).toEqualTypeOf<'catalog:export'>()
    expectTypeOf<BridgeLayout['views']['setLayout']>().toEqualTypeOf<'views:setLayout'>()
    expectTypeOf<BridgeLayout[keyof BridgeLayout][never]>().toEqualTypeOf<never>()
    expectTypeOf<MalformedChannel>().toBeNever()
    expectTypeOf<ChannelName>().toMatchTypeOf<`${string}:${string}`>()
  })

  it('refuses a channel name that breaks the rule', () => {
    for (const name of [
      'teams',
      'teams:',
      ':list',
      'teams:list:all',
      'Teams:list',
      'teams:list-all',
    ]) {
      expect(() => layoutOf([name]), name).toThrow(/not named <namespace>:<function>/)
    }
    expect(() => layoutOf(['teams:list', 'teams:list'])).toThrow(/named twice/)
  })

  it('groups a namespace named like a member of Object as any other', () => {
    const layout = layoutOf(['constructor:toString', 'teams:list'])
    expect(Object.entries(layout)).toEqual([
      ['constructor', { toString: 'constructor:toString' }],
      ['teams', { list: 'teams:list' }],
    ])
  })
})
