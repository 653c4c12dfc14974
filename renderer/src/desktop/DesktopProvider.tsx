/**
 * What the desktop around the window asks of it.
 *
 * The app menu's commands (`app:menu`): About and Preferences open here
 * (anything in the window can open them too, `useDesktopDialogs`), copied
 * diagnostics are confirmed, and a recent event is shown. A click on a long
 * job's notification (`jobs:open`) shows the job's workspace, event and
 * section. The keyboard shortcuts dialog listens for its own command.
 */
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { toast } from 'sonner'
import { onDesktopEvent } from '@renderer/data/events'
import { AboutDialog } from './AboutDialog'
import { jobSection } from './job-screens'
import { PreferencesDialog } from './PreferencesDialog'
import { useOpenPlace } from './use-open-place'

interface DesktopDialogs {
  openPreferences(): void
  openAbout(): void
}

const DesktopDialogsContext = createContext<DesktopDialogs | null>(null)

export const DIAGNOSTICS_COPIED =
  'Diagnostics copied to the clipboard: versions, workspace addresses and recent errors, with no API key. Paste them into your support request.'

export function DesktopProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<'about' | 'preferences' | null>(null)
  const openPlace = useOpenPlace()
  useEffect(() => {
    const offMenu = onDesktopEvent('app:menu', (asked) => {
      if (asked.command === 'about' || asked.command === 'preferences') setOpen(asked.command)
      else if (asked.command === 'diagnosticsCopied') toast.success(DIAGNOSTICS_COPIED)
      else if (asked.command === 'openEvent')
        void openPlace({ workspaceId: asked.workspaceId, eventId: asked.eventId, section: null })
    })
    const offJobs = onDesktopEvent('jobs:open', (job) => {
      setOpen(null)
      void openPlace({
        workspaceId: job.workspaceId,
        eventId: job.eventId,
        section: jobSection(job.kind),
      })
    })
    return () => {
      offMenu()
      offJobs()
    }
  }, [openPlace])
  const dialogs = useMemo(
    () => ({ openPreferences: () => setOpen('preferences'), openAbout: () => setOpen('about') }),
    [],
  )
  return (
    <DesktopDialogsContext.Provider value={dialogs}>
      {children}
      <AboutDialog open={open === 'about'} onClose={() => setOpen(null)} />
      <PreferencesDialog open={open === 'preferences'} onClose={() => setOpen(null)} />
    </DesktopDialogsContext.Provider>
  )
}

export function useDesktopDialogs(): DesktopDialogs {
  const dialogs = useContext(DesktopDialogsContext)
  if (!dialogs) throw new Error('useDesktopDialogs must be used inside DesktopProvider')
  return dialogs
}
