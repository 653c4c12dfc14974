/**
 * What the app menu asks of the window (`app:menu`).
 *
 * The native menu lives in main; what it opens is the window's: the keyboard
 * shortcuts, the About and Preferences dialogs, the notice that diagnostics
 * were copied, and an event chosen from File → Recent events.
 */
import { z } from 'zod'

export const menuCommandSchema = z.discriminatedUnion('command', [
  z.object({ command: z.literal('shortcuts') }),
  z.object({ command: z.literal('about') }),
  z.object({ command: z.literal('preferences') }),
  z.object({ command: z.literal('diagnosticsCopied') }),
  /** A recent event: show that workspace with that event. */
  z.object({ command: z.literal('openEvent'), workspaceId: z.string(), eventId: z.string() }),
])
export type MenuCommand = z.output<typeof menuCommandSchema>
