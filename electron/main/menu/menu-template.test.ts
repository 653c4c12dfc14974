import { describe, expect, it } from 'vitest'
import {
  buildMenuTemplate,
  menuLabel,
  recentEventItems,
  type MenuActions,
  type MenuItemSpec,
  type MenuState,
} from './menu-template'

function recorder() {
  const calls: string[] = []
  const actions: MenuActions = {
    openEvent: (w, e) => calls.push(`open ${w} ${e}`),
    preferences: () => calls.push('preferences'),
    shortcuts: () => calls.push('shortcuts'),
    showLogs: () => calls.push('logs'),
    copyDiagnostics: () => calls.push('diagnostics'),
    about: () => calls.push('about'),
  }
  return { calls, actions }
}

const state = (over: Partial<MenuState> = {}): MenuState => ({
  platform: 'linux',
  devTools: false,
  recent: [],
  ...over,
})

/** The menu as a person reads it: labels (or roles) down each submenu. */
function outline(items: MenuItemSpec[]): unknown[] {
  return items.map((item) => {
    const name = item.type === 'separator' ? '-' : (item.label ?? item.role)
    return item.submenu ? { [String(name)]: outline(item.submenu) } : name
  })
}

const find = (items: MenuItemSpec[], label: string): MenuItemSpec | undefined => {
  for (const item of items) {
    if (item.label === label) return item
    const inside = find(item.submenu ?? [], label)
    if (inside) return inside
  }
  return undefined
}

const ids = (n: number) => Array.from({ length: n }, (_, i) => `ev-${i + 1}`)

describe('the app menu', () => {
  it('on Windows and Linux: File with recent events and Preferences, Edit roles, Help', () => {
    const { actions } = recorder()
    expect(outline(buildMenuTemplate(state(), actions))).toEqual([
      { File: [{ 'Recent Events': ['No recent events'] }, '-', 'Preferences…', '-', 'quit'] },
      {
        Edit: [
          'undo',
          'redo',
          '-',
          'cut',
          'copy',
          'paste',
          'pasteAndMatchStyle',
          'delete',
          '-',
          'selectAll',
        ],
      },
      { View: ['reload', '-', 'resetZoom', 'zoomIn', 'zoomOut', '-', 'togglefullscreen'] },
      'windowMenu',
      {
        help: [
          'Keyboard Shortcuts',
          '-',
          'Show Logs Folder',
          'Copy Diagnostics',
          '-',
          'About Stagehand',
        ],
      },
    ])
    expect(find(buildMenuTemplate(state(), actions), 'No recent events')?.enabled).toBe(false)
  })

  it('on macOS: the app menu holds About and Settings, File closes the window', () => {
    const template = buildMenuTemplate(
      state({ platform: 'darwin', devTools: true }),
      recorder().actions,
    )
    const [appMenu, file, edit, view, , help] = outline(template) as Array<Record<string, unknown>>
    // The same roles as elsewhere: on macOS a field's copy, paste and undo go through them.
    expect(edit).toEqual(outline(buildMenuTemplate(state(), recorder().actions))[1])
    expect(appMenu).toEqual({
      Stagehand: [
        'About Stagehand',
        '-',
        'Settings…',
        '-',
        'services',
        '-',
        'hide',
        'hideOthers',
        'unhide',
        '-',
        'quit',
      ],
    })
    expect(file).toEqual({ File: [{ 'Recent Events': ['No recent events'] }, '-', 'close'] })
    expect(view).toBe('viewMenu')
    expect(help).toEqual({
      help: ['Keyboard Shortcuts', '-', 'Show Logs Folder', 'Copy Diagnostics'],
    })
    expect(find(template, 'Settings…')?.accelerator).toBe('CmdOrCtrl+,')
  })

  it('lists the last ten events of one workspace flat, and opens the one chosen', () => {
    const { calls, actions } = recorder()
    const recent = [
      { workspaceId: 'w1', workspaceName: 'Acme', eventIds: ids(12) },
      { workspaceId: 'w2', workspaceName: 'Empty', eventIds: [] },
    ]
    const items = recentEventItems(state({ recent }), actions)
    expect(items.map((i) => i.label)).toEqual(ids(10))
    items[2]!.click!()
    expect(calls).toEqual(['open w1 ev-3'])
  })

  it('names an event as the service’s list of events named it, else by its ID', () => {
    const { calls, actions } = recorder()
    const recent = [
      {
        workspaceId: 'w1',
        workspaceName: 'Acme',
        eventIds: ['a', 'b'],
        eventNames: { a: 'Summit & Expo' },
      },
    ]
    expect(recentEventItems(state({ recent }), actions).map((i) => i.label)).toEqual([
      'Summit && Expo',
      'b',
    ])
    recentEventItems(state({ recent }), actions)[0]!.click!()
    expect(calls).toEqual(['open w1 a'])
  })

  it('puts each workspace’s events under its name when several have some', () => {
    const { calls, actions } = recorder()
    const recent = [
      { workspaceId: 'w1', workspaceName: 'Acme & Co', eventIds: ['a'] },
      { workspaceId: 'w2', workspaceName: 'Beta', eventIds: ['b', 'c'] },
    ]
    const items = recentEventItems(state({ recent }), actions)
    expect(outline(items)).toEqual([{ 'Acme && Co': ['a'] }, { Beta: ['b', 'c'] }])
    items[1]!.submenu![1]!.click!()
    expect(calls).toEqual(['open w2 c'])
    expect(menuLabel('Acme & Co', 'darwin')).toBe('Acme & Co')
  })

  it('runs each of its own items', () => {
    const { calls, actions } = recorder()
    const template = buildMenuTemplate(state(), actions)
    for (const label of [
      'Preferences…',
      'Keyboard Shortcuts',
      'Show Logs Folder',
      'Copy Diagnostics',
      'About Stagehand',
    ])
      find(template, label)!.click!()
    expect(calls).toEqual(['preferences', 'shortcuts', 'logs', 'diagnostics', 'about'])
  })
})
