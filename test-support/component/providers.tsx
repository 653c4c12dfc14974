/**
 * The app's providers around one part of it, for a test that renders a
 * section or a dialog alone: the query client with the app's defaults,
 * tooltips, the workspace dialog, the desktop's dialogs (About, Preferences)
 * and the toaster, as renderer/src/app/App.tsx
 * puts them.
 */
import { QueryClientProvider } from '@tanstack/react-query'
import { Tooltip } from 'radix-ui'
import { useState, type ReactNode } from 'react'
import { Toaster } from 'sonner'
import { createQueryClient } from '@renderer/app/query-client'
import { WorkspaceDialogProvider } from '@renderer/workspaces/dialog-context'
import { DesktopProvider } from '@renderer/desktop/DesktopProvider'

export function AppProviders({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient)
  return (
    <QueryClientProvider client={client}>
      <Tooltip.Provider delayDuration={500} skipDelayDuration={200}>
        <WorkspaceDialogProvider>
          <DesktopProvider>{children}</DesktopProvider>
        </WorkspaceDialogProvider>
      </Tooltip.Provider>
      <Toaster theme="system" position="bottom-right" offset={36} closeButton={false} />
    </QueryClientProvider>
  )
}
