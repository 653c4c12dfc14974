/**
 * The handlers put together: one per channel of the contract, each from the
 * file of its namespace (`session-drafts.ts` holds the channels `sessionDrafts:*`).
 */
import { readdir } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { channels } from '@shared/ipc/contract'
import { bridgeLayout } from '@shared/ipc/contract-layout'
import { createHandlers, type HandlerDeps } from './index'

// Building a handler map calls no service: each handler reaches its service only when called.
const noServices = {} as HandlerDeps

/** A namespace's file name: the namespace in kebab case, as the repository names files. */
const fileOf = (namespace: string) => namespace.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)

describe('createHandlers', () => {
  it('handles every channel of the contract, and nothing else', () => {
    expect(Object.keys(createHandlers(noServices)).sort()).toEqual(Object.keys(channels).sort())
  })

  it('takes each namespace from its own file, which handles that namespace alone', async () => {
    const files = (await readdir(import.meta.dirname))
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .map((f) => f.slice(0, -'.ts'.length))
    for (const namespace of Object.keys(bridgeLayout)) {
      expect(files, namespace).toContain(fileOf(namespace))
      const module = (await import(/* @vite-ignore */ `./${fileOf(namespace)}.ts`)) as Record<
        string,
        unknown
      >
      const factory = module[`${namespace}Handlers`] as (deps: unknown) => object
      expect(typeof factory, namespace).toBe('function')
      const expected = Object.keys(channels).filter((c) => c.startsWith(`${namespace}:`))
      expect(Object.keys(factory(noServices)).sort(), namespace).toEqual(expected.sort())
    }
  })
})
