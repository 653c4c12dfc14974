/**
 * Root component: providers, the app-state marker and the shell.
 *
 * The marker (data-app-state: loading, then ready or error) says when the app
 * can be used, so tests wait for it instead of for time.
 */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { Tooltip } from 'radix-ui'
import { useLayoutEffect, useState } from 'react'
import { Toaster } from 'sonner'
import { Button } from '../components/Button'
import { useAgendaSync } from '../data/agenda'
import { useCatalogSync } from '../data/catalog-sync'
import { useExportSync } from '../data/exports'
import { useSnapshotSync } from '../data/snapshots'
import { useJournalSync } from '../data/journal-sync'
import { EmptyState } from '../components/feedback'
import { AlertIcon } from '../components/icons'
import { useWorkspaces } from '../hooks/use-workspaces'
import { useWorkspaceSync } from '../data/workspaces'
import { errorData } from '../lib/errors'
import { WorkspaceDialogProvider } from '../workspaces/dialog-context'
import { DesktopProvider } from '../desktop/DesktopProvider'
import { removeFirstPaint } from '../first-paint/first-rows'
import { AppShell } from './AppShell'
import { createQueryClient } from './query-client'

/**
 * The app inside its providers: main's events folded into the cache, and the shell.
 *
 * Each `use…Sync` takes one bridge namespace's events for as long as the
 * window is open, whichever section is shown.
 */
export function Root() {
  useWorkspaceSync()
  useCatalogSync()
  useJournalSync()
  useExportSync()
  useSnapshotSync()
  useAgendaSync()
  const workspaces = useWorkspaces()
  // Drawn now: the first rows drawn before React (first-paint/) go before this frame is painted.
  useLayoutEffect(() => removeFirstPaint(document), [])
  const appState = workspaces.isSuccess ? 'ready' : workspaces.isError ? 'error' : 'loading'
  return (
    <div className="app" data-app-state={appState} aria-busy={appState === 'loading' || undefined}>
      {workspaces.isSuccess ? <AppShell state={workspaces.data} /> : null}
      {workspaces.isPending ? (
        <div className="app__loading" role="status" aria-label="Loading" />
      ) : null}
      {workspaces.isError ? (
        <div className="app__error" data-testid="app-error">
          <EmptyState
            icon={<AlertIcon size={20} />}
            title="Stagehand could not read its workspaces"
            actions={
              <Button variant="primary" onClick={() => void workspaces.refetch()}>
                Retry
              </Button>
            }
          >
            {errorData(workspaces.error).message}
          </EmptyState>
        </div>
      ) : null}
    </div>
  )
}

/** The app; `client` is one the caller has already started filling (first-screen.ts). */
export function App({ client: given }: { client?: QueryClient } = {}) {
  const [client] = useState(() => given ?? createQueryClient())
  return (
    <QueryClientProvider client={client}>
      <Tooltip.Provider delayDuration={500} skipDelayDuration={200}>
        <WorkspaceDialogProvider>
          <DesktopProvider>
            <Root />
          </DesktopProvider>
        </WorkspaceDialogProvider>
      </Tooltip.Provider>
      <Toaster theme="system" position="bottom-right" offset={36} closeButton={false} />
    </QueryClientProvider>
  )
}
