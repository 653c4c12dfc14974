/**
 * The window layout once workspaces are known.
 *
 * Sidebar, top bar, the current section, status bar. With no workspace, the
 * welcome screen instead.
 */
import { Suspense, useEffect } from 'react'
import { activeWorkspaceOf, type WorkspacesState } from '../hooks/use-workspaces'
import { useSectionRoute } from '../hooks/use-section-route'
import { LinkNotice } from '../links/LinkNotice'
import { CommandPalette } from '../palette/CommandPalette'
import { useLinkFollower } from '../links/use-link-follower'
import { ShellNotices } from '../shell/ShellNotices'
import { ShortcutsDialog } from '../shell/ShortcutsDialog'
import { Sidebar } from '../shell/Sidebar'
import { StatusBar } from '../shell/StatusBar'
import { Topbar } from '../shell/Topbar'
import { Welcome } from '../shell/Welcome'
import { WindowUndo } from '../shell/WindowUndo'
import { preloadSections, SECTION_VIEWS } from './section-views'
import { SectionBoundary } from '@renderer/components/SectionBoundary'
import { sectionMeta } from '../lib/sections'

export function AppShell({ state }: { state: WorkspacesState }) {
  const [section] = useSectionRoute()
  const links = useLinkFollower()
  const active = activeWorkspaceOf(state)
  usePreloadSections()
  if (!active) {
    return (
      <div className="shell shell--welcome">
        <div className="main">
          <ShellNotices settingsNotice={state.settingsNotice} />
          <LinkNotice refusal={links.refusal} onDismiss={links.dismiss} />
          <Welcome />
          <div className="welcome__help">
            <CommandPalette workspace={null} />
            <ShortcutsDialog />
          </div>
        </div>
        <StatusBar workspace={null} />
      </div>
    )
  }
  const View = SECTION_VIEWS[section]
  return (
    <div className="shell">
      <Sidebar workspaces={state.workspaces} active={active} section={section} />
      <div className="main">
        <Topbar workspace={active} section={sectionMeta(section)} />
        <ShellNotices settingsNotice={state.settingsNotice} />
        <LinkNotice refusal={links.refusal} onDismiss={links.dismiss} />
        <main className="content" id="content" data-section={section}>
          <SectionBoundary key={`${active.id}:${section}`}>
            <Suspense
              fallback={<div className="content__loading" role="status" aria-label="Loading" />}
            >
              <View key={active.id} workspace={active} />
            </Suspense>
          </SectionBoundary>
        </main>
      </div>
      <StatusBar workspace={active} />
      <WindowUndo key={active.id} workspaceId={active.id} />
    </div>
  )
}

/** Fetches the other sections' code once the first screen has settled, while the window is idle. */
function usePreloadSections(): void {
  useEffect(() => {
    // Late enough not to compete with the first screen's own rows.
    const timer = window.setTimeout(() => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(preloadSections)
      else preloadSections()
    }, 1500)
    return () => window.clearTimeout(timer)
  }, [])
}
