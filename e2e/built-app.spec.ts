/**
 * What the build holds that no other spec runs: the export's codec worker as
 * its own entry (out/main/codec-worker.js), loaded the way the app loads it,
 * giving what the same code gives from source; and the preload, whose
 * channel names are put in at build time.
 */
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import { expect, test } from '@playwright/test'
import { createPageCoder } from '@main/export/page-codec'
import type { CodecReply } from '@main/export/codec-wire'
import { channels } from '@shared/ipc/contract'

const built = fileURLToPath(new URL('../out/main/codec-worker.js', import.meta.url))

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
