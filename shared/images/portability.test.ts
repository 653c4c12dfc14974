/**
 * The precheck runs in a sandboxed renderer, the Node main process and the
 * emulator: its runtime files must use nothing but the language (the web
 * typecheck also enforces this; this test names the offending file and line).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const FORBIDDEN =
  /\b(Buffer|process|require|setTimeout|TextDecoder)\b|\b(window|document|globalThis)\.|from 'node:|from '(fs|zlib|path)'/

describe('shared/images runtime code', () => {
  const dir = import.meta.dirname
  const files = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))

  it('has the expected modules, each small', () => {
    expect(files).toContain('precheck.ts')
    for (const f of files)
      expect(readFileSync(join(dir, f), 'utf8').split('\n').length, f).toBeLessThan(300)
  })

  it.each(files)('%s uses no Node or DOM globals', (f) => {
    const lines = readFileSync(join(dir, f), 'utf8').split('\n')
    const bad = lines
      .map((text, i) => ({ text, line: i + 1 }))
      .filter(({ text }) => !/^\s*(\*|\/\/)/.test(text) && FORBIDDEN.test(text))
    expect(bad).toEqual([])
  })
})
