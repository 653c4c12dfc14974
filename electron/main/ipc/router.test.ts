import { describe, expect, it } from 'vitest'
import { NO_NOTES } from '@shared/api/read-notes'
import { appError } from '@shared/errors'
import { createBridge, type BridgeFailure } from '@shared/ipc/bridge'
import { bridgeLayout } from '@shared/ipc/contract-layout'
import { until } from '@test-support/eventually'
import { workspaceSummary } from '@test-support/workspace-summary'
import { silentLogger } from '../logging/logger'
import { createRouter, type Handlers } from './router'

function handlers(overrides: Partial<Handlers>): Handlers {
  const fail = async (): Promise<never> => {
    throw new Error('not under test')
  }
  return new Proxy(overrides, {
    get: (target, key) => (target as Record<string, unknown>)[key as string] ?? fail,
  }) as Handlers
}

const EVENT_ID = '0f8fad5b-d9cb-469f-a165-70867728950e'

const summary = workspaceSummary({ name: 'Acme', baseUrl: 'https://api.example.com' })

function bridgeOver(h: Partial<Handlers>) {
  const router = createRouter(handlers(h), silentLogger)
  return createBridge(
    {
      invoke: (envelope) => router.handle(envelope),
      listen: () => () => undefined,
    },
    bridgeLayout,
  )
}

describe('router + bridge', () => {
  it('validates input before the handler runs and names each bad field', async () => {
    let called = false
    const bridge = bridgeOver({
      'workspaces:save': async () => {
        called = true
        return summary
      },
    })
    const failure = (await bridge.workspaces
      .save({ name: '', baseUrl: 'nope' })
      .catch((e: unknown) => e)) as BridgeFailure
    expect(called).toBe(false)
    expect(failure.data.kind).toBe('invalid-input')
    expect(failure.data.fieldErrors).toMatchObject({ name: 'Give the workspace a name' })
    expect(failure.data.fieldErrors?.baseUrl).toMatch(/full address/)
    // The message names the field and what was wrong, not a bare "Invalid input".
    expect(failure.data.message).toMatch(/^Some of the values given are not valid: `name`/)
    expect(failure.data.message).not.toMatch(/^Invalid input/)
  })

  it('passes typed AppErrors through whole and hides anything else', async () => {
    const bridge = bridgeOver({
      'teams:list': async () => {
        throw appError('http', 'The API key was refused.', { status: 401, code: 'X' })
      },
      'app:info': async () => {
        throw new Error('secret internals /home/user/.ssh')
      },
    })
    const refused = (await bridge.teams
      .list({ workspaceId: 'w1' })
      .catch((e: unknown) => e)) as BridgeFailure
    expect(refused.data).toMatchObject({
      kind: 'http',
      status: 401,
      code: 'X',
      message: 'The API key was refused.',
    })
    const hidden = (await bridge.app.info().catch((e: unknown) => e)) as BridgeFailure
    expect(hidden.data.kind).toBe('internal')
    expect(hidden.message).not.toContain('.ssh')
  })

  it('refuses an output that does not match the channel schema', async () => {
    const bridge = bridgeOver({ 'app:info': async () => ({ version: 1 }) as never })
    const failure = (await bridge.app.info().catch((e: unknown) => e)) as BridgeFailure
    expect(failure.data.kind).toBe('internal')
  })

  it('checks attendees:list around its items, which the API client parsed already', async () => {
    const item = { id: 'a1', profile: { firstName: 'Ada' } }
    let output: unknown = {
      items: [item],
      page: 1,
      pageSize: 100,
      hasNext: false,
      servedPageSize: null,
      notes: NO_NOTES,
    }
    const router = createRouter(
      handlers({ 'attendees:list': async () => output as never }),
      silentLogger,
    )
    const call = () =>
      router.handle({
        channel: 'attendees:list',
        callId: 'c1',
        payload: { workspaceId: 'w1', eventId: EVENT_ID },
      })
    const passed = await call()
    expect(passed).toMatchObject({ ok: true, value: { page: 1, hasNext: false } })
    // The items leave as they are: not copied by a second parse.
    expect((passed as { value: { items: unknown[] } }).value.items[0]).toBe(item)
    for (const bad of [
      {
        items: [item],
        page: 1.5,
        pageSize: 100,
        hasNext: false,
        servedPageSize: null,
        notes: NO_NOTES,
      },
      { items: [item], page: 1, pageSize: 100, servedPageSize: null, notes: NO_NOTES },
      {
        items: 'a1',
        page: 1,
        pageSize: 100,
        hasNext: false,
        servedPageSize: null,
        notes: NO_NOTES,
      },
      {
        items: ['a1', null],
        page: 1,
        pageSize: 100,
        hasNext: false,
        servedPageSize: null,
        notes: NO_NOTES,
      },
      { items: [item], page: 1, pageSize: 100, hasNext: false, notes: NO_NOTES },
      { items: [item], page: 1, pageSize: 100, hasNext: false, servedPageSize: null },
    ]) {
      output = bad
      expect(await call()).toMatchObject({ ok: false, error: { kind: 'internal' } })
    }
  })

  it('checks every other channel with its full schema unless told otherwise', async () => {
    const items = [{ id: 7 }]
    const output = {
      items,
      page: 1,
      pageSize: 100,
      hasNext: false,
      servedPageSize: null,
      notes: NO_NOTES,
    }
    const router = createRouter(
      handlers({ 'attendees:list': async () => output as never }),
      silentLogger,
      {},
    )
    const result = await router.handle({
      channel: 'attendees:list',
      callId: 'c1',
      payload: { workspaceId: 'w1', eventId: EVENT_ID },
    })
    expect(result).toMatchObject({ ok: false, error: { kind: 'internal' } })
  })

  it('cancels the handler when the renderer aborts the call', async () => {
    let started = false
    let aborted = false
    const bridge = bridgeOver({
      'teams:list': (_input, { signal }) =>
        new Promise((_resolve, reject) => {
          started = true
          signal.addEventListener('abort', () => {
            aborted = true
            reject(appError('cancelled', 'The operation was cancelled.'))
          })
        }),
    })
    const controller = new AbortController()
    const pending = bridge.teams
      .list({ workspaceId: 'w1' }, { signal: controller.signal })
      .catch((e: unknown) => e)
    await until(() => started, 'the handler to be called')
    controller.abort()
    const failure = (await pending) as BridgeFailure
    expect(aborted).toBe(true)
    expect(failure.data.kind).toBe('cancelled')
  })

  it('is settled only once every call in flight has ended, cancelled or not', async () => {
    let finish: () => void = () => undefined
    const router = createRouter(
      handlers({
        // Ends when told, whatever its signal says: as a write still being recorded.
        'teams:list': () =>
          new Promise(
            (resolve) => (finish = () => resolve({ teams: [], message: null, notes: NO_NOTES })),
          ),
      }),
      silentLogger,
    )
    const call = router.handle({
      channel: 'teams:list',
      callId: 'c1',
      payload: { workspaceId: 'w1' },
    })
    router.cancelAll()
    let settled = false
    const done = router.settled().then(() => (settled = true))
    // Nothing to wait for here: a turn of the event loop lets a wrongly settled promise show.
    await new Promise((r) => setImmediate(r))
    expect(settled).toBe(false)
    finish()
    await done
    await expect(call).resolves.toHaveProperty('ok')
    await expect(router.settled()).resolves.toBeUndefined()
  })

  it('refuses unknown channels and malformed envelopes', async () => {
    const router = createRouter(handlers({}), silentLogger)
    expect(await router.handle({ channel: 'fs:readFile', callId: '1', payload: {} })).toMatchObject(
      { ok: false },
    )
    expect(await router.handle('nonsense')).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input' },
    })
  })
})
