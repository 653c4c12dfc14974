/**
 * What the build holds that no other spec runs: the export's codec worker and
 * the journal's reading thread as entries of their own (out/main/*-worker.js),
 * loaded the way the app loads them, giving what the same code gives from
 * source; the preload, whose channel names are put in at build time; and the
 * window's first screen, which loads no zod.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import { expect, test } from '@playwright/test'
import { createPageCoder } from '@main/export/page-codec'
import type { CodecReply } from '@main/export/codec-wire'
import { channels } from '@shared/ipc/contract'
import { entryLine, readJournalLog } from '@main/journal/journal-log'
import { workerJournalRead } from '@main/journal/journal-read'
import { silentLogger } from '@main/logging/logger'
import { journalEntry } from '@test-support/journal-entries'

const built = fileURLToPath(new URL('../out/main/codec-worker.js', import.meta.url))
const rendererOut = fileURLToPath(new URL('../out/renderer/', import.meta.url))

/** The chunks a page of the built renderer loads before any code asks for more. */
function firstChunks(): Map<string, string> {
  const html = readFileSync(join(rendererOut, 'index.html'), 'utf8')
  const named = [...html.matchAll(/(?:src|href)="\.\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!)
  const chunks = new Map<string, string>()
  const visit = (file: string): void => {
    if (chunks.has(file)) return
    const code = readFileSync(join(rendererOut, file), 'utf8')
    chunks.set(file, code)
    // Static imports only: `from"./x.js"` and `import"./x.js"`, never `import("./x.js")`.
    for (const m of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) visit(`assets/${m[1]!}`)
  }
  named.forEach(visit)
  return chunks
}

test('the built codec worker reads and encodes a page as the source does', async () => {
  expect(existsSync(built), 'run the app build (electron-vite build) first').toBe(true)
  const body = JSON.stringify({
    data: [
      { id: 'a1', profile: { firstName: '=SUM(A1)', lastName: 'Ünal, "Q"' } },
      { id: 'a2', profile: { firstName: '陈', lastName: 'Lee' } },
    ],
    pagination: { next: null },
  })
  const job = {
    bytes: new TextEncoder().encode(body).buffer as ArrayBuffer,
    status: 200,
    page: 1,
    pageSize: 100,
    columns: ['id', 'profile.firstName', 'profile.lastName'],
    neutralise: true,
  }
  const expected = createPageCoder()(job)
  const worker = new Worker(built)
  try {
    const reply = await new Promise<CodecReply>((resolve, reject) => {
      worker.once('message', resolve)
      worker.once('error', reject)
      worker.postMessage({ id: 1, job })
    })
    expect(reply.ok).toBe(true)
    if (!reply.ok) return
    expect(reply.result.count).toBe(2)
    expect(reply.result.hasNext).toBe(false)
    expect(reply.result.encoded!.ids).toEqual(['a1', 'a2'])
    const text = Buffer.from(reply.result.encoded!.bytes).toString('utf8')
    expect(text).toBe(expected.encoded!.bytes.toString('utf8'))
    expect(text).toBe(`a1,'=SUM(A1),"Ünal, ""Q"""\r\na2,陈,Lee\r\n`)
  } finally {
    await worker.terminate()
  }
})

test('the built preload lays out every channel of the contract without loading the schemas', async () => {
  const preload = fileURLToPath(new URL('../out/preload/index.cjs', import.meta.url))
  expect(existsSync(preload), 'run the app build (electron-vite build) first').toBe(true)
  const text = readFileSync(preload, 'utf8')
  for (const name of Object.keys(channels)) expect(text, name).toContain(JSON.stringify(name))
  // zod's error class is in every bundle that carries zod.
  expect(text).not.toContain('ZodError')
})

test('the built journal worker reads a journal file as the source does', async () => {
  const builtJournal = fileURLToPath(new URL('../out/main/journal-worker.js', import.meta.url))
  expect(existsSync(builtJournal), 'run the app build (electron-vite build) first').toBe(true)
  const dir = await mkdtemp(join(tmpdir(), 'stagehand-built-journal-'))
  try {
    const path = join(dir, 'entries.jsonl')
    const lines = ['e1', 'e2'].map((id) => entryLine(journalEntry({ id })))
    await writeFile(path, `${lines.join('')}not an entry\n${lines[0]!.slice(0, 9)}`)
    // Its fallback reads on main: a thread that did not answer would say so here.
    const warnings: string[] = []
    const log = { ...silentLogger, warn: (message: string) => void warnings.push(message) }
    const read = await workerJournalRead(() => new Worker(builtJournal), log)(path)
    expect(warnings).toEqual([])
    expect(read?.entries.map((e) => e.id)).toEqual(['e1', 'e2'])
    expect(read).toEqual(await readJournalLog(path))
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
})

test("the window's first screen loads no zod, and the chunk that brings zod configures it", () => {
  expect(existsSync(join(rendererOut, 'index.html')), 'run the app build first').toBe(true)
  const first = firstChunks()
  expect([...first.keys()].some((file) => /assets\/index-[^/]+\.js$/.test(file))).toBe(true)
  // A class every zod schema is built from, kept by name in the minified build.
  const zodIn = [...first].filter(([, code]) => code.includes('$ZodType')).map(([file]) => file)
  expect(zodIn).toEqual([])
  const assets = join(rendererOut, 'assets')
  const zodChunks = readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(assets, file), 'utf8'))
    .filter((code) => code.includes('$ZodType'))
  // One chunk holds zod (renderer/chunks.config.ts), with the window's configuration of it.
  expect(zodChunks).toHaveLength(1)
  const zodChunk = zodChunks[0]!
  expect(zodChunk).toMatch(/jitless:\s*(?:!0|true)/)
})
