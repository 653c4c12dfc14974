/**
 * Code comments cite the project's own docs (docs/), never documents that
 * live outside the repository: a clone has no DESIGN.md or API.md, so such a
 * citation points nowhere.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '..')
const SKIPPED = new Set(['node_modules', 'out', 'dist', '.git', '.tmp', 'test-results'])
const SOURCE = /\.(ts|tsx|js|mjs|cjs|css|html|md)$/
const OUTSIDE = /\b(DESIGN|API)\.md\b/

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name) || entry.name.startsWith('playwright-report')) continue
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* sources(path)
    else if (SOURCE.test(entry.name)) yield path
  }
}

it('no source file or doc cites DESIGN.md or API.md', () => {
  const self = relative(root, import.meta.filename)
  const citing: string[] = []
  for (const file of sources(root)) {
    const name = relative(root, file)
    if (name === self) continue
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        if (OUTSIDE.test(line)) citing.push(`${name}:${index + 1}: ${line.trim()}`)
      })
  }
  expect(citing).toEqual([])
})
