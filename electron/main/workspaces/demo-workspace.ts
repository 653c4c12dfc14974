/**
 * The demo workspace.
 *
 * On a first run with no workspace, Stagehand starts the emulator in-process on
 * a free loopback port and opens it, labelled as sample data. The emulator's
 * port changes every run, so an existing demo workspace gets the new address at
 * start-up. Removing it is final. A new demo workspace starts with its event
 * named and its event's IDs in the catalog (demo-catalog.ts).
 */
import { startEmulator } from '@emulator'
import type { Catalog } from '../catalog/catalog'
import type { SettingsStore } from '../settings/settings-store'
import type { WorkspaceService } from './workspace-service'
import type { Logger } from '../logging/logger'
import { demoCatalogItems } from './demo-catalog'

type RunningEmulator = Awaited<ReturnType<typeof startEmulator>>

/** Starts the demo's emulator; `close` ends what it started. */
export type DemoEmulatorStarter = () => Promise<
  Pick<RunningEmulator, 'baseUrl' | 'events' | 'demoKey' | 'state' | 'close'>
>

export interface DemoWorkspace {
  /** Starts the emulator if the demo workspace is (or should be) there. */
  start(): Promise<void>
  info(): { workspaceId: string; baseUrl: string } | null
  onRemoved(workspaceId: string): Promise<void>
  stop(): Promise<void>
}

export function createDemoWorkspace(deps: {
  settings: SettingsStore
  workspaces: WorkspaceService
  log: Logger
  enabled: boolean
  catalog: Pick<Catalog, 'addKnown'>
  /** By default a new in-process emulator; tests may lend one they reset between runs. */
  startEmulator?: DemoEmulatorStarter
}): DemoWorkspace {
  const start: DemoEmulatorStarter = deps.startEmulator ?? (() => startEmulator({ port: 0 }))
  let emulator: Awaited<ReturnType<DemoEmulatorStarter>> | null = null
  let workspaceId: string | null = null

  return {
    async start() {
      if (!deps.enabled) return
      const settings = await deps.settings.read()
      const existing = settings.workspaces.find((w) => w.isDemo)
      if (!existing && (settings.workspaces.length > 0 || settings.demoDismissed)) return
      emulator = await start()
      const firstEvent = emulator.events[0]
      const saved = await deps.workspaces.save({
        ...(existing ? { id: existing.id } : {}),
        name: existing?.name ?? 'Demo',
        baseUrl: emulator.baseUrl,
        apiKey: emulator.demoKey,
      })
      workspaceId = saved.id
      await deps.settings.update((s) => ({
        ...s,
        workspaces: s.workspaces.map((w) => (w.id === saved.id ? { ...w, isDemo: true } : w)),
        activeWorkspaceId: s.activeWorkspaceId ?? saved.id,
      }))
      if (!existing && firstEvent) {
        await deps.workspaces.setEvent(saved.id, firstEvent.id)
        // Its name, as a list of the service's events would give it: the box and the menus name it.
        await deps.workspaces.noteEventNames(saved.id, [
          { id: firstEvent.id, name: firstEvent.name },
        ])
        // Only when the workspace is new: what the user removed later stays removed.
        const event = emulator.state.event(firstEvent.id)
        for (const { kind, items } of event ? demoCatalogItems(event, emulator.baseUrl) : []) {
          await deps.catalog.addKnown(saved.id, firstEvent.id, kind, items)
        }
      }
      deps.log.info('demo emulator started', { baseUrl: emulator.baseUrl })
    },
    info() {
      return emulator && workspaceId ? { workspaceId, baseUrl: emulator.baseUrl } : null
    },
    async onRemoved(removedId) {
      if (removedId !== workspaceId) return
      workspaceId = null
      await emulator?.close()
      emulator = null
    },
    async stop() {
      await emulator?.close()
      emulator = null
    },
  }
}
