/**
 * One workspace dialog for the whole app.
 *
 * Anything can open it: the switcher, the welcome screen, the Teams section's
 * "key refused" banner.
 */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'
import { WorkspaceDialog, type DialogTarget } from './WorkspaceDialog'

interface WorkspaceDialogApi {
  openAdd(): void
  openEdit(workspaceId: string): void
}

const WorkspaceDialogContext = createContext<WorkspaceDialogApi | null>(null)

export function WorkspaceDialogProvider({ children }: { children: ReactNode }) {
  const [target, setTarget] = useState<DialogTarget | null>(null)
  const openAdd = useCallback(() => setTarget({ mode: 'add' }), [])
  const openEdit = useCallback(
    (workspaceId: string) => setTarget({ mode: 'edit', workspaceId }),
    [],
  )
  const api = useMemo(() => ({ openAdd, openEdit }), [openAdd, openEdit])
  return (
    <WorkspaceDialogContext.Provider value={api}>
      {children}
      <WorkspaceDialog target={target} onClose={() => setTarget(null)} />
    </WorkspaceDialogContext.Provider>
  )
}

export function useWorkspaceDialog(): WorkspaceDialogApi {
  const api = useContext(WorkspaceDialogContext)
  if (!api) throw new Error('useWorkspaceDialog must be used inside WorkspaceDialogProvider')
  return api
}
