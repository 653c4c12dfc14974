/**
 * npm run precheck:images -- <folder>
 *
 * Runs the deep image inspection (no target rules) on every file listed in
 * <folder>/MANIFEST.tsv and compares the verdict with the manifest's
 * `expected` column (valid | corrupt | unsupported) and, for valid files, the
 * width and height. Both deep checks run: the synchronous one (inflate.ts)
 * and the one the main process uses (node:zlib), and they must agree exactly. Prints one line per mismatch and a summary; exits 1 on any
 * mismatch or missing file, 2 on bad usage. Lives in scripts/ (not shared/)
 * because it needs node:fs, which the renderer typecheck must not see.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { isDeepStrictEqual } from 'node:util'
import { join } from 'node:path'
import { crc32, createInflate } from 'node:zlib'
import {
  INFLATE_CHUNK_BYTES,
  inspectImage,
  inspectImageAsync,
  streamInflater,
  type InspectResult,
} from '@shared/images/precheck'

const nativeInflate = streamInflater(() => createInflate({ chunkSize: INFLATE_CHUNK_BYTES }))
/** What the main process passes: node:zlib's inflater and CRC-32. */
const platform = { inflate: nativeInflate, crc32 }

type Verdict = 'valid' | 'corrupt' | 'unsupported'

interface Row {
  path: string
  format: string
  width: number | undefined
  height: number | undefined
  expected: Verdict
}

function verdictOf(r: InspectResult): Verdict {
  if (r.ok) return 'valid'
  return r.reason === 'type' ? 'unsupported' : 'corrupt'
}

function parseManifest(text: string): Row[] {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '')
  const header = lines.shift()?.split('\t') ?? []
  const col = (name: string) => header.indexOf(name)
  const need = ['path', 'format', 'width', 'height', 'expected']
  const missing = need.filter((n) => col(n) < 0)
  if (missing.length) throw new Error(`MANIFEST.tsv lacks column(s): ${missing.join(', ')}`)
  const num = (s: string | undefined) => (s && /^\d+$/.test(s) ? Number(s) : undefined)
  return lines.map((line) => {
    const f = line.split('\t')
    const expected = f[col('expected')] ?? ''
    if (expected !== 'valid' && expected !== 'corrupt' && expected !== 'unsupported') {
      throw new Error(`MANIFEST.tsv: unknown expected value "${expected}" in: ${line}`)
    }
    return {
      path: f[col('path')] ?? '',
      format: f[col('format')] ?? '',
      width: num(f[col('width')]),
      height: num(f[col('height')]),
      expected,
    }
  })
}

async function main(): Promise<number> {
  const args = process.argv.slice(2)
  const totalsAt = args.indexOf('--totals')
  // --totals FILE writes {passed, failed} for .ci/run's final count: one per image.
  const totalsFile = totalsAt >= 0 ? args[totalsAt + 1] : undefined
  const folder = args.find((a, i) => !a.startsWith('--') && (totalsAt < 0 || i !== totalsAt + 1))
  if (!folder || (totalsAt >= 0 && !totalsFile)) {
    console.error(
      'usage: npm run precheck:images -- <folder containing MANIFEST.tsv> [--totals FILE]',
    )
    return 2
  }
  let rows: Row[]
  try {
    rows = parseManifest(readFileSync(join(folder, 'MANIFEST.tsv'), 'utf8'))
  } catch (e) {
    console.error(`images: cannot read ${join(folder, 'MANIFEST.tsv')}: ${(e as Error).message}`)
    return 2
  }
  let asExpected = 0
  let mismatched = 0
  let missing = 0
  for (const row of rows) {
    let bytes: Uint8Array
    try {
      bytes = new Uint8Array(readFileSync(join(folder, row.path)))
    } catch {
      console.log(`MISSING   ${row.path}`)
      missing++
      continue
    }
    const started = performance.now()
    const r = inspectImage(bytes, { deep: true })
    const ms = performance.now() - started
    const native = await inspectImageAsync(bytes, platform)
    const got = verdictOf(r)
    const problems: string[] = []
    if (!isDeepStrictEqual(native, r))
      problems.push(`with node:zlib the verdict differs: ${JSON.stringify(native)}`)
    if (got !== row.expected) problems.push(`expected ${row.expected}, got ${got}`)
    const info = r.ok ? r.info : r.info
    // Compare sizes whenever both sides have one (corrupt files with an intact header included).
    if (info?.width !== undefined && row.width !== undefined) {
      if (info.width !== row.width || info.height !== row.height) {
        problems.push(
          `expected ${row.width}×${row.height} px, got ${info.width}×${info.height ?? '?'} px`,
        )
      }
    } else if (got === 'valid' && row.expected === 'valid') problems.push('no dimensions')
    if (got === 'valid' && info?.format !== row.format)
      problems.push(`format ${info?.format} is not ${row.format}`)
    if (problems.length) {
      mismatched++
      const why = r.ok ? '' : ` — ${r.message}`
      console.log(`MISMATCH  ${row.path}: ${problems.join('; ')}${why} (${ms.toFixed(0)} ms)`)
    } else asExpected++
    if (process.env.PRECHECK_VERBOSE) {
      console.log(
        `${got.padEnd(11)} ${row.path} ${ms.toFixed(1)} ms${r.ok ? '' : ` — ${r.message}`}`,
      )
    }
  }
  const checked = rows.length - missing
  const tail = missing ? `, ${missing} missing` : ''
  console.log(
    `images: ${checked} checked, ${asExpected} as expected, ${mismatched} mismatched${tail}`,
  )
  if (totalsFile) {
    writeFileSync(totalsFile, JSON.stringify({ passed: asExpected, failed: mismatched + missing }))
  }
  return mismatched || missing ? 1 : 0
}

process.exitCode = await main()
