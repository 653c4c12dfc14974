/**
 * Windows' jump list, as `app.setJumpList` and `app.getJumpListSettings` set
 * and read it. Electron binds both on Windows only, so the stand-in's `app`
 * has them only when its platform is 'win32'.
 *
 * Like Electron on Windows: a custom category needs a name and may hold no
 * separator; an item whose description is over 260 characters is not shown;
 * an item the user removed may not come back before the next successful
 * setJumpList, or its whole custom category is left out; null gives the list
 * back to Windows. The test plays the user with `removeItem`.
 */

export interface StandInJumpListItem {
  type?: 'task' | 'separator' | 'file'
  title?: string
  description?: string
  program?: string
  args?: string
  path?: string
  iconPath?: string
  iconIndex?: number
  workingDirectory?: string
}

export interface StandInJumpListCategory {
  type?: 'tasks' | 'frequent' | 'recent' | 'custom'
  name?: string
  items?: StandInJumpListItem[]
}

type SetResult = 'ok' | 'error' | 'invalidSeparatorError' | 'customCategoryAccessDeniedError'

const sameItem = (a: StandInJumpListItem, b: StandInJumpListItem) =>
  a.type === b.type && a.program === b.program && a.args === b.args && a.path === b.path

export class StandInJumpList {
  /** What the taskbar button's list shows now; null: Windows' own list. */
  shown: StandInJumpListCategory[] | null = null
  /** Every setJumpList call, in order, with what it was given. */
  readonly calls: Array<StandInJumpListCategory[] | null> = []
  private removed: StandInJumpListItem[] = []

  set(categories: StandInJumpListCategory[] | null): SetResult {
    this.calls.push(categories === null ? null : structuredClone(categories))
    if (categories === null) {
      this.shown = null
      this.removed = []
      return 'ok'
    }
    const kinds = categories.map((c) => c.type ?? (c.name ? 'custom' : 'tasks'))
    if (kinds.some((type, i) => type === 'custom' && !categories[i]!.name))
      throw new Error('Argument must be an array of JumpListCategory objects')
    if (
      categories.some(
        (c, i) => kinds[i] === 'custom' && (c.items ?? []).some((x) => x.type === 'separator'),
      )
    )
      return 'invalidSeparatorError'
    const removed = this.removed
    this.shown = categories
      .filter(
        (c, i) =>
          kinds[i] !== 'custom' ||
          !(c.items ?? []).some((x) => removed.some((r) => sameItem(r, x))),
      )
      .map((c) => ({
        ...c,
        ...(c.items
          ? {
              items: c.items
                .filter((x) => (x.description ?? '').length <= 260)
                .map((x) => ({ ...x })),
            }
          : {}),
      }))
    this.removed = []
    return 'ok'
  }

  settings(): { minItems: number; removedItems: StandInJumpListItem[] } {
    return { minItems: 10, removedItems: this.removed.map((x) => ({ ...x })) }
  }

  /** Test control: the user removes an item from the list shown (right-click, "Remove from this list"). */
  removeItem(match: (item: StandInJumpListItem) => boolean): StandInJumpListItem {
    for (const category of this.shown ?? []) {
      const found = (category.items ?? []).find(match)
      if (found) {
        category.items = category.items!.filter((x) => x !== found)
        this.removed.push({ ...found })
        return found
      }
    }
    throw new Error('no such item in the jump list')
  }

  /** The items of the category named `name` as shown, or undefined when it is not shown. */
  category(name: string): StandInJumpListItem[] | undefined {
    return this.shown?.find((c) => c.name === name)?.items
  }
}
