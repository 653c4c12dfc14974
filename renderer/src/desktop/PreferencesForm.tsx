/**
 * The preferences' form (PreferencesDialog.tsx): a react-hook-form form over
 * the shared `preferencesSchema`.
 *
 * A chunk of its own, fetched when Preferences first opens or once the window
 * is idle: the form and its schema are not needed to show the first screen.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Dialog } from 'radix-ui'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import {
  preferencesSchema,
  SNAPSHOT_RETENTION_CHOICES,
  type Preferences,
} from '@shared/ipc/channels/preferences'
import { preferenceMutations, preferenceQueries } from '@renderer/data/preferences'
import { Button } from '../components/Button'
import { Banner } from '../components/feedback'
import { errorData } from '../lib/errors'

export function PreferencesForm({ saved, onDone }: { saved: Preferences; onDone: () => void }) {
  const client = useQueryClient()
  const hintId = useId()
  const keepHintId = useId()
  const form = useForm<Preferences>({
    resolver: zodResolver(preferencesSchema),
    defaultValues: saved,
  })
  const save = useMutation({
    ...preferenceMutations.set(),
    onSuccess: (next) => client.setQueryData(preferenceQueries.get().queryKey, next),
  })
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values)
    } catch {
      return // The banner says what went wrong; the form keeps the values.
    }
    toast.success('Preferences saved')
    onDone()
  })
  return (
    <form className="dialog__body" onSubmit={(event) => void onSubmit(event)} noValidate>
      <fieldset className="prefs__group">
        <legend>Notifications</legend>
        <label className="prefs__option">
          <input type="checkbox" aria-describedby={hintId} {...form.register('notifyJobEnds')} />
          Notify me when an export, an attendee snapshot, a photo upload, an undo or an import ends
          while Stagehand is in the background
        </label>
        <p className="prefs__hint" id={hintId}>
          Also when an export or a snapshot pauses because the day’s request quota is used up.
          Clicking the notification opens the job.
        </p>
      </fieldset>
      <fieldset className="prefs__group">
        <legend>Attendee snapshots</legend>
        <label className="prefs__option prefs__option--select">
          Keep snapshots on this computer for
          <select
            className="input"
            aria-describedby={keepHintId}
            {...form.register('snapshotRetentionDays', { valueAsNumber: true })}
          >
            {SNAPSHOT_RETENTION_CHOICES.map((days) => (
              <option key={days} value={days}>
                {days === 365 ? 'a year' : `${days} days`}
              </option>
            ))}
          </select>
        </label>
        <p className="prefs__hint" id={keepHintId}>
          Older snapshots, and the attendee details in them, are removed. Removing a workspace
          removes its snapshots at once.
        </p>
      </fieldset>
      {save.isError ? (
        <Banner tone="error">{`Preferences were not saved: ${errorData(save.error).message}`}</Banner>
      ) : null}
      <footer className="dialog__footer">
        <Dialog.Close asChild>
          <Button type="button">Cancel</Button>
        </Dialog.Close>
        <Button variant="primary" type="submit" busy={save.isPending}>
          Save
        </Button>
      </footer>
    </form>
  )
}
