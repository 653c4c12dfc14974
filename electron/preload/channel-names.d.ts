import type { ChannelName } from '@shared/ipc/contract'

declare global {
  /**
   * The contract's channel names, put in at build time.
   *
   * electron.vite.config.ts writes them into the bundle, so the preload works
   * out the bridge's layout without loading the channel schemas and zod.
   */
  const __STAGEHAND_CHANNEL_NAMES__: readonly ChannelName[]
}

export {}
