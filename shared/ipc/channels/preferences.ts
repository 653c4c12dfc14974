/**
 * The app's own preferences, beside the workspaces in `settings.json`.
 *
 * Shown in the Preferences dialog (the app menu's "Settings…", the status
 * bar's button); main reads them where they apply.
 */
import { z } from 'zod'
import { channel } from '../define'

export const preferencesSchema = z.object({
  /**
   * A notification when an export, a photo upload, an undo or an import ends
   * (or pauses for the daily quota) while the window is in the background.
   */
  notifyJobEnds: z.boolean(),
})
export type Preferences = z.output<typeof preferencesSchema>

export const DEFAULT_PREFERENCES: Preferences = { notifyJobEnds: true }

export const preferenceChannels = {
  'preferences:get': channel(z.undefined(), preferencesSchema),
  /** Changes the members given; answers every preference as saved. */
  'preferences:set': channel(preferencesSchema.partial(), preferencesSchema),
} as const
