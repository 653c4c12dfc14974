/** Channel names of the transport itself; no zod here, so the preload bundle stays small. */

/** The reserved channel that cancels a call in flight (its AbortSignal fires in main). */
export const CANCEL_CHANNEL = 'ipc:cancel'
/** The single Electron channel that carries every call; the real channel name is in the envelope. */
export const INVOKE_CHANNEL = 'stagehand:invoke'
/** The single Electron channel that carries every main→renderer event. */
export const EVENT_CHANNEL = 'stagehand:event'
