/**
 * The workspace switcher (Radix DropdownMenu) at the top of the sidebar.
 */
import { DropdownMenu } from 'radix-ui'
import type { WorkspaceSummary } from '@shared/workspace'
import { CheckIcon, ChevronUpDownIcon, PencilIcon, PlusIcon } from '../components/icons'
import { useActivateWorkspace } from '../hooks/use-workspace-mutations'
import { useWorkspaceDialog } from '../workspaces/dialog-context'
import { useDesktopDialogs } from '../desktop/DesktopProvider'

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const letters = words.length > 1 ? `${words[0]![0]}${words[1]![0]}` : name.trim().slice(0, 2)
  return letters.toUpperCase() || '?'
}

export function WorkspaceSwitcher({
  workspaces,
  active,
}: {
  workspaces: WorkspaceSummary[]
  active: WorkspaceSummary
}) {
  const activate = useActivateWorkspace()
  const dialog = useWorkspaceDialog()
  const desktop = useDesktopDialogs()
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <button type="button" className="switcher" data-testid="workspace-switcher">
          <span className="switcher__avatar" aria-hidden="true">
            {initials(active.name)}
          </span>
          <span className="switcher__text">
            {/* Named by what it shows, after a word of what it is (WCAG 2.5.3: label in name). */}
            <span className="visually-hidden">Workspace:</span>{' '}
            <span className="switcher__name">{active.name}</span>{' '}
            <span className="switcher__url">{active.baseUrl}</span>
          </span>
          <ChevronUpDownIcon className="switcher__chevron" />
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" align="start" sideOffset={4}>
          <DropdownMenu.Label className="menu__label">Workspaces</DropdownMenu.Label>
          <DropdownMenu.RadioGroup
            value={active.id}
            onValueChange={(id) => {
              if (id !== active.id) activate.mutate(id)
            }}
          >
            {workspaces.map((w) => (
              <DropdownMenu.RadioItem key={w.id} value={w.id} className="menu__item">
                <span className="menu__check">
                  <DropdownMenu.ItemIndicator>
                    <CheckIcon />
                  </DropdownMenu.ItemIndicator>
                </span>
                <span className="menu__text">{w.name}</span>
                {w.isDemo ? <span className="menu__meta">Sample</span> : null}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
          <DropdownMenu.Separator className="menu__separator" />
          <DropdownMenu.Item className="menu__item" onSelect={() => dialog.openAdd()}>
            <span className="menu__check">
              <PlusIcon />
            </span>
            Add workspace…
          </DropdownMenu.Item>
          <DropdownMenu.Item className="menu__item" onSelect={() => dialog.openEdit(active.id)}>
            <span className="menu__check">
              <PencilIcon />
            </span>
            Edit workspace…
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="menu__separator" />
          <DropdownMenu.Item className="menu__item" onSelect={() => desktop.openPreferences()}>
            <span className="menu__check" />
            Preferences…
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
