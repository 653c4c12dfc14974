/**
 * The journal's own settings: how many days entries are kept, and how many
 * megabytes of pictures (the oldest bytes go first).
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Dialog } from 'radix-ui'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { journalSettingsSchema, type JournalSettings } from '@shared/ipc/channels/journal'
import { queryKeys } from '@renderer/data/query-keys'
import { Button } from '@renderer/components/Button'
import { Field } from '@renderer/components/Field'
import { Banner, Skeleton } from '@renderer/components/feedback'
import { useFocusReturn } from '@renderer/components/focus-return'
import { journalMutations, journalQueries } from '@renderer/data/journal'
import { errorData } from '@renderer/lib/errors'
import { settingsIssueMessage } from './settings-words'

export function JournalSettingsDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange(open: boolean): void
}) {
  const focusReturn = useFocusReturn()
  const settings = useQuery({ ...journalQueries.settings(), enabled: open })
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog dialog--small" {...focusReturn}>
          <header className="dialog__header">
            <Dialog.Title className="dialog__title">Journal settings</Dialog.Title>
            <Dialog.Description className="dialog__description">
              How long History keeps changes, and how much room the pictures they replaced may take
              on this computer.
            </Dialog.Description>
          </header>
          {settings.isPending ? <Skeleton width="60%" /> : null}
          {settings.isError ? (
            <Banner tone="error">{errorData(settings.error).message}</Banner>
          ) : null}
          {settings.data ? (
            <SettingsForm settings={settings.data} onDone={() => onOpenChange(false)} />
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

function SettingsForm({ settings, onDone }: { settings: JournalSettings; onDone(): void }) {
  const client = useQueryClient()
  const save = useMutation(journalMutations.setSettings())
  const [failure, setFailure] = useState<string | null>(null)
  const { register, handleSubmit, formState } = useForm<JournalSettings>({
    resolver: zodResolver(journalSettingsSchema, { error: settingsIssueMessage }),
    defaultValues: settings,
    reValidateMode: 'onChange',
  })
  const onSubmit = handleSubmit(async (values) => {
    setFailure(null)
    try {
      const saved = await save.mutateAsync(values)
      client.setQueryData(journalQueries.settings().queryKey, saved)
      // A shorter retention drops entries, and saved settings end a notice about them.
      void client.invalidateQueries({ queryKey: queryKeys.journalAll })
      toast.success('Journal settings saved')
      onDone()
    } catch (error) {
      setFailure(`The settings were not saved: ${errorData(error).message}`)
    }
  })
  const { errors } = formState
  return (
    <form className="dialog__body" onSubmit={(e) => void onSubmit(e)} noValidate>
      <Field
        label="Keep changes for (days)"
        inputMode="numeric"
        autoComplete="off"
        hint={errors.retentionDays ? undefined : 'Older entries are removed from History.'}
        error={errors.retentionDays?.message}
        {...register('retentionDays', { valueAsNumber: true })}
      />
      <Field
        label="Room for pictures (MB)"
        inputMode="numeric"
        autoComplete="off"
        hint={
          errors.pictureCapMb
            ? undefined
            : 'Past it, the oldest pictures’ bytes are removed; their changes can no longer be reverted.'
        }
        error={errors.pictureCapMb?.message}
        {...register('pictureCapMb', { valueAsNumber: true })}
      />
      {failure ? <Banner tone="error">{failure}</Banner> : null}
      <footer className="dialog__footer">
        <Dialog.Close asChild>
          <Button>Cancel</Button>
        </Dialog.Close>
        <Button type="submit" variant="primary" busy={formState.isSubmitting}>
          Save
        </Button>
      </footer>
    </form>
  )
}
