/**
 * The bridge's layout, worked out from the contract's channel names.
 *
 * Apart from layout.ts so that the preload, which gets the names at build
 * time, does not load the channel schemas (and zod) only to read their keys.
 */
import { channels, type ChannelName } from './contract'
import { layoutOf, type BridgeLayout } from './layout'

export const bridgeLayout: BridgeLayout = layoutOf(Object.keys(channels) as ChannelName[])
