/** Help → Copy Diagnostics through the core: a workspace with its key saved, an error that named it. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startEmulator } from '@emulator'
import { startTestCore, type TestCore } from '@test-support/core'

let emulator: Awaited<ReturnType<typeof startEmulator>>
let t: TestCore
beforeAll(async () => {
  emulator = await startEmulator({ port: 0 })
  t = await startTestCore('stagehand-diagnostics-')
})
afterAll(async () => {
  await t.close()
  await emulator.close()
})

describe('diagnostics of the core', () => {
  it('give the workspace by its address and the last errors, and never its key', async () => {
    const key = `sk-DIAGNOSTICS-${Math.random().toString(36).slice(2)}+a/b-9f1c`
    emulator.state.keys.push({ key, scopes: ['READ', 'WRITE'], kind: 'backend', label: 'diag' })
    await t.value('workspaces:save', { name: 'Diag', baseUrl: emulator.baseUrl, apiKey: key })
    t.core.log.error('request failed', {
      error: new Error(`the service echoed ${key} back`),
      headers: { Authorization: `Bearer ${key}` },
    })

    const text = await t.core.diagnostics()
    expect(text).toContain('Workspaces: 1\n')
    expect(text).toContain(`- ${emulator.baseUrl}\n`)
    expect(text).toMatch(
      /Recent errors: 1\n- \S+ request failed: the service echoed \[redacted\] back\n/,
    )
    expect(text).toContain(`Node: ${process.versions.node}`)
    for (const piece of [key, key.slice(0, 20), encodeURIComponent(key), JSON.stringify(key)])
      expect(text).not.toContain(piece)
  })
})
