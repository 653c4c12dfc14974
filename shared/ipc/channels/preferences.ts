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
  /** Days an attendee snapshot is kept on this computer; older ones are removed. */
  snapshotRetentionDays: z.number().int().min(1).max(3650),
})
export type Preferences = z.output<typeof preferencesSchema>

/** The choices the Preferences dialog offers for keeping snapshots, in days. */
export const SNAPSHOT_RETENTION_CHOICES = [7, 30, 90, 365] as const

export const DEFAULT_PREFERENCES: Preferences = { notifyJobEnds: true, snapshotRetentionDays: 90 }

export const preferenceChannels = {
  'preferences:get': channel(z.undefined(), preferencesSchema),
  /** Changes the members given; answers every preference as saved. */
  'preferences:set': channel(preferencesSchema.partial(), preferencesSchema),
} as const
