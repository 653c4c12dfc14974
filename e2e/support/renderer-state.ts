/**
 * What the renderer holds at one moment, as text to search: every global the
 * page added to `window` (walked deeply; built-ins are told apart by listing
 * a fresh frame's globals), localStorage, sessionStorage, IndexedDB, Cache
 * Storage, cookies, the address and history state, the document's HTML and
 * the values of its form fields. Built-in globals are told apart by those of
 * a blank page in a context of its own: a frame of the app's page would not
 * do, as the harness's init scripts (the bridge among them) run in it too.
 */
import type { Browser, Page } from '@playwright/test'

export interface RendererState {
  /** Names of the globals the page added (walked). */
  globals: string[]
  pieces: { where: string; content: string }[]
  /** Pieces whose walk reached its size or depth limit (some of their values were not read). */
  truncated: string[]
}

/** The globals of a page no script of the app or the harness ran in, at `origin`. */
export async function builtInGlobals(browser: Browser, origin: string): Promise<string[]> {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    // Any address the server does not know: its "not found" page runs no script.
    await page.goto(`${origin}/blank-page-for-built-in-globals`)
    return await page.evaluate(() => Object.getOwnPropertyNames(window))
  } finally {
    await context.close()
  }
}

/** Runs in the page: self-contained, it sees nothing of this module. */
async function collectInPage(builtInNames: string[]): Promise<RendererState> {
  const MAX_VALUES = 200_000
  const MAX_DEPTH = 16
  const seen = new WeakSet<object>()
  const truncated: string[] = []

  /**
   * Every string reachable from `value` (property names included), bytes as Latin-1 text.
   * A walk cut short by its limits is reported, never taken for a clean one.
   */
  function stringsOf(where: string, value: unknown): string[] {
    const out: string[] = []
    let visited = 0
    let cut = false
    const walk = (current: unknown, depth: number): void => {
      if (
        typeof current !== 'string' &&
        typeof current !== 'object' &&
        typeof current !== 'function'
      )
        return
      if (current === null) return
      if (++visited > MAX_VALUES || depth > MAX_DEPTH) {
        cut = true
        return
      }
      if (typeof current === 'string') return void out.push(current)
      if (seen.has(current)) return
      // DOM nodes are read once, as the document's HTML.
      if (current instanceof Node) return
      seen.add(current)
      if (current instanceof ArrayBuffer || ArrayBuffer.isView(current)) {
        const bytes =
          current instanceof ArrayBuffer
            ? new Uint8Array(current)
            : new Uint8Array(current.buffer, current.byteOffset, current.byteLength)
        return void out.push(new TextDecoder('latin1').decode(bytes))
      }
      if (current instanceof Map || current instanceof Set) {
        for (const entry of current.entries()) walk(entry, depth + 1)
      }
      for (const name of Reflect.ownKeys(current)) {
        if (typeof name === 'string') out.push(name)
        let inner: unknown
        try {
          inner = (current as Record<PropertyKey, unknown>)[name]
        } catch {
          continue
        }
        walk(inner, depth + 1)
      }
    }
    walk(value, 0)
    if (cut) truncated.push(where)
    return out
  }

  const pieces: { where: string; content: string }[] = []
  const add = (where: string, value: unknown): void => {
    pieces.push({ where, content: stringsOf(where, value).join('\n') })
  }

  const builtIn = new Set(builtInNames)
  // Without the list every global would count as the page's own: still searched, but say so.
  if (builtIn.size < 100) throw new Error('the list of built-in globals is too short to be one')
  // Playwright's own bindings belong to the test tool, not to the app.
  const globals = Object.getOwnPropertyNames(window).filter(
    (name) => !builtIn.has(name) && !name.startsWith('__playwright__'),
  )
  for (const name of globals) {
    let value: unknown
    try {
      value = (window as unknown as Record<string, unknown>)[name]
    } catch {
      continue
    }
    add(`window.${name}`, value)
  }

  for (const [label, storage] of [
    ['localStorage', localStorage],
    ['sessionStorage', sessionStorage],
  ] as const) {
    const entries: string[] = []
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i) ?? ''
      entries.push(key, storage.getItem(key) ?? '')
    }
    add(label, entries)
  }

  for (const info of await indexedDB.databases()) {
    if (!info.name) continue
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(info.name!)
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error ?? new Error('IndexedDB open failed'))
    })
    for (const store of Array.from(db.objectStoreNames)) {
      const objects = db.transaction(store, 'readonly').objectStore(store)
      const read = <T>(request: IDBRequest<T>) =>
        new Promise<T>((resolve, reject) => {
          request.onsuccess = () => resolve(request.result)
          request.onerror = () => reject(request.error ?? new Error('IndexedDB read failed'))
        })
      add(`IndexedDB ${info.name}/${store}`, [
        await read(objects.getAllKeys()),
        await read(objects.getAll()),
      ])
    }
    db.close()
    add(`IndexedDB ${info.name}`, info.name)
  }

  if ('caches' in window) {
    for (const name of await caches.keys()) {
      const cache = await caches.open(name)
      const texts = [name]
      for (const request of await cache.keys()) {
        texts.push(request.url, (await (await cache.match(request))?.text()) ?? '')
      }
      add(`Cache Storage ${name}`, texts)
    }
  }

  add('document.cookie', document.cookie)
  add('location and history', [location.href, history.state])
  add('document HTML', document.documentElement.outerHTML)
  const fields = document.querySelectorAll<
    HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement
  >('input, textarea, select')
  add(
    'form field values',
    Array.from(fields, (field) => field.value),
  )
  return { globals, pieces, truncated }
}

export async function rendererState(
  page: Page,
  builtIns: string[],
  moment: string,
): Promise<RendererState> {
  const state = await page.evaluate(collectInPage, builtIns)
  const cookies = await page.context().cookies()
  return {
    globals: state.globals,
    truncated: state.truncated.map((where) => `${moment}: ${where}`),
    pieces: [...state.pieces, { where: 'browser cookies', content: JSON.stringify(cookies) }].map(
      (piece) => ({ ...piece, where: `${moment}: ${piece.where}` }),
    ),
  }
}
