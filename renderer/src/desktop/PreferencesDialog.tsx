/**
 * Preferences: what applies to the app on this computer, whatever the workspace.
 *
 * Opened from the app menu (Settings… on macOS, File → Preferences…
 * elsewhere) and the workspace switcher. The form (PreferencesForm.tsx) is
 * a chunk of its own; main keeps the values in settings.json.
 */
import { useQuery } from '@tanstack/react-query'
import { Dialog } from 'radix-ui'
import { Suspense } from 'react'
import { preferenceQueries } from '@renderer/data/preferences'
import { Banner, Skeleton } from '../components/feedback'
import { SectionBoundary } from '../components/SectionBoundary'
import { errorData } from '../lib/errors'
import { lazyPart } from '../lib/lazy-part'
import './desktop.css'

const form = lazyPart(() => import('./PreferencesForm').then((m) => m.PreferencesForm))
const PreferencesForm = form.Part

/** Fetches the form's code ahead of Preferences' first opening; a failure is left for the dialog. */
export const preloadPreferencesForm = form.preload

export function PreferencesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const saved = useQuery({ ...preferenceQueries.get(), enabled: open })
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog" data-testid="preferences-dialog">
          <header className="dialog__header">
            <Dialog.Title className="dialog__title">Preferences</Dialog.Title>
            <Dialog.Description className="dialog__description">
              These apply to Stagehand on this computer, in every workspace.
            </Dialog.Description>
          </header>
          {saved.data ? (
            <SectionBoundary title="Preferences could not be opened">
              <Suspense fallback={<Skeleton width="60%" />}>
                <PreferencesForm saved={saved.data} onDone={onClose} />
              </Suspense>
            </SectionBoundary>
          ) : null}
          {saved.isError ? (
            <div className="dialog__body">
              <Banner tone="error">{`Preferences could not be read: ${errorData(saved.error).message}`}</Banner>
            </div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
