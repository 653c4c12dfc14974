/**
 * Steps the image drop specs share: a workspace on the emulator with some of
 * the event's speakers or sponsors in the catalog, a section open, files
 * dropped or dragged over a zone the way a browser does it (a DataTransfer
 * made in the page), and the upload requests the emulator received.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, type Locator, type Page } from '@playwright/test'
import * as jpegJs from 'jpeg-js'
import type { RunningEmulator } from '../fixtures'
import type { Harness } from '../harness/harness'
import { callCore, prepareWorkspace, requireHarness } from './attendees'

export interface DropFile {
  name: string
  type: string
  bytes: Uint8Array
}

/** Adds the first `count` speakers or sponsors of the first event to the catalog and opens the section. */
export async function openWithCatalog(
  page: Page,
  harness: Harness | null,
  emulator: RunningEmulator,
  kind: 'speaker' | 'sponsor',
  options: { count?: number; labels?: string[]; unknown?: { id: string; label: string } } = {},
): Promise<{ workspaceId: string; eventId: string; ids: string[] }> {
  const core = requireHarness(harness)
  const { workspaceId, eventId } = await prepareWorkspace(core, emulator)
  const event = emulator.state.event(eventId)!
  const all = kind === 'speaker' ? event.speakers : event.sponsors
  const ids = all.slice(0, options.count ?? 2).map((r) => r.id)
  for (const [i, id] of ids.entries()) {
    const label = options.labels?.[i]
    await callCore(core, 'catalog:add', {
      workspaceId,
      eventId,
      kind,
      text: id,
      ...(label ? { label } : {}),
    })
  }
  if (options.unknown) {
    // An ID the service does not know, added before the page loads like the rest.
    await callCore(core, 'catalog:add', {
      workspaceId,
      eventId,
      kind,
      ...options.unknown,
      text: options.unknown.id,
    })
  }
  const section = kind === 'speaker' ? 'speakers' : 'sponsors'
  await page.evaluate((hash) => {
    window.location.hash = hash
  }, `#/${section}`)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    kind === 'speaker' ? 'Speakers' : 'Sponsors',
  )
  return { workspaceId, eventId, ids }
}

/** The Speakers panel with `count` speakers in the catalog, each card read (its order shows). */
export async function openSpeakers(
  page: Page,
  harness: Harness | null,
  emulator: RunningEmulator,
  count: number,
) {
  const opened = await openWithCatalog(page, harness, emulator, 'speaker', { count })
  await expect(page.getByTestId('speaker-order')).toHaveCount(count)
  const event = emulator.state.event(opened.eventId)!
  const speakers = opened.ids.map((id) => event.speakers.find((s) => s.id === id)!)
  return { ...opened, speakers }
}

/** The Speakers panel with one speaker in the catalog: its card and the card's picture zone. */
export async function openOneSpeakerCard(
  page: Page,
  harness: Harness | null,
  emulator: RunningEmulator,
) {
  const opened = await openWithCatalog(page, harness, emulator, 'speaker', { count: 1 })
  const card = page.locator(`[data-testid="speaker-card"][data-speaker-id="${opened.ids[0]}"]`)
  return { ...opened, card, zone: card.getByTestId('image-drop') }
}

type DragEventName = 'dragenter' | 'dragover' | 'drop' | 'dragleave'

/** Fires the drag events a browser fires over `target`, with these files (or a link) in the drag. */
async function dispatchOn(
  target: Locator,
  drag: { files?: readonly DropFile[]; link?: string },
  events: readonly DragEventName[],
  withheldType = false,
): Promise<void> {
  const payload = (drag.files ?? []).map((f) => ({
    name: f.name,
    type: withheldType ? '' : f.type,
    base64: Buffer.from(f.bytes).toString('base64'),
  }))
  const transfer = await target.evaluateHandle(
    (_el, { list, link }) => {
      const dt = new DataTransfer()
      for (const f of list) {
        const bytes = Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0))
        dt.items.add(new File([bytes], f.name, { type: f.type }))
      }
      // A link dragged from a web page carries its address as a URI list and as text.
      if (link) {
        dt.setData('text/uri-list', link)
        dt.setData('text/plain', link)
      }
      return dt
    },
    { list: payload, link: drag.link },
  )
  for (const type of events) await target.dispatchEvent(type, { dataTransfer: transfer })
  await transfer.dispose()
}

/** Fires the drag events a browser fires over `zone`'s picture, with these files in the drag. */
async function dispatchDrag(
  zone: Locator,
  files: DropFile[],
  events: readonly DragEventName[],
  withheldType = false,
): Promise<void> {
  await dispatchOn(zone.locator('.image-drop__face'), { files }, events, withheldType)
}

/** Drags one file over any element (not a zone's picture) and drops it there. */
export async function dropFileOnElement(target: Locator, file: DropFile): Promise<void> {
  await dispatchOn(target, { files: [file] }, ['dragenter', 'dragover', 'drop'])
}

/** Drags files over any element without releasing. */
export async function dragFilesOverElement(target: Locator, files: DropFile[]): Promise<void> {
  await dispatchOn(target, { files }, ['dragenter', 'dragover'])
}

/** Drags a link (as from a web page) over any element and drops it there. */
export async function dropLinkOn(target: Locator, link: string): Promise<void> {
  await dispatchOn(target, { link }, ['dragenter', 'dragover', 'drop'])
}

/** Drags the files over the zone without releasing; returns the zone for checks. */
export async function dragOver(zone: Locator, files: DropFile[], withheldType = false) {
  await dispatchDrag(zone, files, ['dragenter', 'dragover'], withheldType)
  return zone
}

export async function dragAway(zone: Locator, files: DropFile[]): Promise<void> {
  await dispatchDrag(zone, files, ['dragleave'])
}

/** Drags one file (or several) over the zone's picture and drops it. */
export async function dropOn(zone: Locator, file: DropFile | DropFile[]): Promise<void> {
  await dispatchDrag(zone, Array.isArray(file) ? file : [file], ['dragenter', 'dragover', 'drop'])
}

/** Image upload requests (POST …/pic, POST …/image) the emulator received since the last clear. */
export function uploadRequests(emulator: RunningEmulator) {
  return emulator.state
    .requests()
    .filter((r) => r.method === 'POST' && /\/(pic|image)$/.test(r.path))
}

/** Random noise as JPEG (jpeg-js, a real encoder): hardly compresses, so a big file from few pixels. */
export function noisyJpeg(width: number, height: number, quality: number): Uint8Array {
  const data = new Uint8Array(width * height * 4)
  let s = 7
  for (let i = 0; i < data.length; i++) {
    s = (s * 1103515245 + 12345) >>> 0
    data[i] = (s >>> 16) & 255
  }
  return new Uint8Array(jpegJs.encode({ data, width, height }, quality).data)
}

/**
 * An image made by the browser's own encoder (WebP, AVIF where supported), for formats Node
 * cannot write. `transparent`: only a disc is drawn, on a fully transparent ground.
 */
export async function canvasImage(
  page: Page,
  width: number,
  height: number,
  type: string,
  { transparent = false }: { transparent?: boolean } = {},
): Promise<Uint8Array> {
  const base64 = await page.evaluate(
    async ({ width, height, type, transparent }) => {
      const canvas = new OffscreenCanvas(width, height)
      const g = canvas.getContext('2d')!
      const gradient = g.createLinearGradient(0, 0, width, height)
      gradient.addColorStop(0, '#4c57d6')
      gradient.addColorStop(1, '#f2a93b')
      g.fillStyle = gradient
      if (!transparent) {
        g.fillRect(0, 0, width, height)
        g.fillStyle = '#ffffff'
      }
      g.beginPath()
      g.arc(width / 2, height / 2, Math.min(width, height) / 4, 0, Math.PI * 2)
      g.fill()
      const blob = await canvas.convertToBlob({ type, quality: 0.9 })
      if (blob.type !== type) throw new Error(`this browser cannot encode ${type}`)
      const bytes = new Uint8Array(await blob.arrayBuffer())
      let text = ''
      for (const b of bytes) text += String.fromCharCode(b)
      return btoa(text)
    },
    { width, height, type, transparent },
  )
  return new Uint8Array(Buffer.from(base64, 'base64'))
}

/** A PNG's colour type (IHDR byte 25): 6 is RGBA, 2 RGB. */
export const pngColourType = (png: Uint8Array): number => png[25]!

/**
 * An image host on loopback for the service to fetch from (the emulator takes `localhost` only
 * once a test allows it): serves these paths, 404 for any other.
 */
export async function serveImages(
  files: Record<string, { type: string; bytes: Uint8Array }>,
): Promise<{ url(path: string): string; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    const file = files[req.url ?? '']
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain' })
      res.end('not here')
      return
    }
    res.writeHead(200, { 'content-type': file.type, 'content-length': file.bytes.length })
    res.end(file.bytes)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: (path) => `http://localhost:${port}${path}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** The "Use an image address…" button of a zone, and the dialog it opens. */
export function addressForm(page: Page, zone: Locator) {
  const dialog = page.getByRole('dialog', { name: 'Use an image address' })
  return {
    button: zone.getByRole('button', { name: /^Use an image address…/ }),
    dialog,
    field: dialog.getByRole('textbox', { name: 'Image address' }),
    send: dialog.getByRole('button', { name: 'Upload from address' }),
  }
}

/** Pastes into the focused element what a clipboard holding this text would give. */
export async function pasteText(target: Locator, text: string): Promise<void> {
  await target.focus()
  await target.evaluate((el, value) => {
    const data = new DataTransfer()
    data.setData('text/plain', value)
    el.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    )
  }, text)
}

/** Pastes into the focused element what a clipboard holding this image file would give. */
export async function pasteFile(target: Locator, file: DropFile): Promise<void> {
  await target.focus()
  await target.evaluate(
    (el, f) => {
      const data = new DataTransfer()
      const bytes = Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0))
      data.items.add(new File([bytes], f.name, { type: f.type }))
      el.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      )
    },
    { name: file.name, type: file.type, base64: Buffer.from(file.bytes).toString('base64') },
  )
}

/** Fires the drag and drop a browser fires on the panel, with these files. */
export function dropOnPanel(panel: Locator, files: readonly DropFile[]): Promise<void> {
  return dispatchOn(panel, { files }, ['dragenter', 'dragover', 'drop'])
}
