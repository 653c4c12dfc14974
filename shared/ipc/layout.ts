/**
 * Which named function of `window.stagehand` calls which channel.
 *
 * One rule, applied to the contract's channel names rather than copied by
 * hand: channel `<namespace>:<function>` is `stagehand.<namespace>.<function>`.
 * `layoutOf` computes the layout at run time and `LayoutOf` is its type, so a
 * new channel is on the bridge as soon as it is in the contract. A name that
 * breaks the rule fails to compile (`MalformedChannel` below) and is refused
 * by `layoutOf`.
 */
import type { ChannelName } from './contract'

/** A channel name the rule can read: one colon between two non-empty parts. */
type WellFormed<C extends string> = C extends `${infer N}:${infer F}`
  ? N extends ''
    ? never
    : F extends '' | `${string}:${string}`
      ? never
      : C
  : never

/** The contract's channel names that break the rule; never, or tsc fails just below. */
export type MalformedChannel = Exclude<ChannelName, WellFormed<ChannelName>>

// Names the offending channel in the compiler's error when the contract breaks the rule.
const everyChannelWellFormed: [MalformedChannel] extends [never] ? true : MalformedChannel = true
void everyChannelWellFormed

type NamespaceOf<C> = C extends `${infer N}:${string}` ? N : never
type FunctionsOf<C, N extends string> = C extends `${N}:${infer F}` ? F : never

/** The layout of channel names `C`: every namespace, every function naming its own channel. */
export type LayoutOf<C extends string> = {
  readonly [N in NamespaceOf<C>]: { readonly [F in FunctionsOf<C, N>]: `${N}:${F}` }
}

/** Namespace and function names: words a property of `window.stagehand` can be. */
const PART = /^[a-z][A-Za-z0-9]*$/

/**
 * The layout of `names`, by the rule.
 *
 * Throws on a name that is not `<namespace>:<function>` with both parts
 * plain words, and on the namespace `events`, which the bridge keeps for its
 * event listener.
 */
export function layoutOf<C extends string>(names: readonly C[]): LayoutOf<C> {
  // Without a prototype, so a namespace such as `constructor` is one like any other.
  const layout: Record<string, Record<string, string>> = Object.create(null)
  for (const name of names) {
    const parts = name.split(':')
    const [namespace, fn] = parts
    if (parts.length !== 2 || !PART.test(namespace ?? '') || !PART.test(fn ?? '')) {
      throw new Error(`Channel "${name}" is not named <namespace>:<function>.`)
    }
    if (namespace === 'events') {
      throw new Error(`Channel "${name}" uses the namespace the bridge keeps for its events.`)
    }
    const group = (layout[namespace!] ??= Object.create(null) as Record<string, string>)
    if (Object.hasOwn(group, fn!)) throw new Error(`Channel "${name}" is named twice.`)
    group[fn!] = name
  }
  return layout as LayoutOf<C>
}

export type BridgeLayout = LayoutOf<ChannelName>
