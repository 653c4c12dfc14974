/**
 * No component test waits with a bound of its own.
 *
 * The shared setup gives every findBy and waitFor one generous bound
 * (setup.ts); a shorter one passed at a call would fail that test on a busy
 * machine while the screen works.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../..')
/** An options object that sets a wait's timeout, as findBy's third or waitFor's second argument. */
const OWN_TIMEOUT = /\{\s*timeout:\s*[\d_]+/

function* files(dir: string, name: RegExp): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* files(path, name)
    else if (name.test(entry.name)) yield path
  }
}

it('no component test or its helpers pass findBy or waitFor a timeout', () => {
  const sources = [
    ...files(join(root, 'renderer/src'), /\.test\.tsx$/),
    ...files(join(root, 'test-support/component'), /\.tsx?$/),
  ]
  expect(sources.length).toBeGreaterThan(10)
  const self = resolve(import.meta.filename)
  const setting = sources
    .filter((file) => file !== self && OWN_TIMEOUT.test(readFileSync(file, 'utf8')))
    .map((file) => relative(root, file))
  expect(setting).toEqual([])
})
