/**
 * Electronegativity (the Electron security scanner) over the app's own
 * sources, and the allow-list that explains the findings left on purpose.
 *
 * What is scanned: the main process, the preload, the renderer (index.html
 * with its Content-Security-Policy, and src/) and shared/, plus package.json,
 * copied without their tests into one folder so the scanner's global checks
 * (CSP, navigation limits, permission handler) see the whole app at once. The
 * built out/ is not scanned: it is the same code bundled with its libraries,
 * and findings there would point at bundle lines instead of sources.
 *
 * The scanner asks the internet for translations and for Electron release
 * data; run it only with the offline guard installed (scripts/security-scan.ts
 * does). The release-data check is left out: it cannot judge anything offline.
 */
import { cpSync, readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, relative, sep } from 'node:path'
import { z } from 'zod'

/** Files and folders of the app, relative to the repository root. */
export const SCANNED_PATHS = ['electron', 'renderer', 'shared', 'package.json']
/** Relative to the repository root. */
export const ALLOW_LIST_PATH = 'scripts/electronegativity-allowlist.json'
/** Checks that need the network; the offline guard would only make them fail quietly. */
export const EXCLUDED_CHECKS = ['AvailableSecurityFixesGlobalCheck']

const isShipped = (path: string): boolean =>
  !/\.test\.tsx?$/.test(path) && !path.endsWith('vite.config.ts')

/** Copies what is scanned from `root` into the empty folder `stage`, paths kept; returns the file count. */
export function stageSources(root: string, stage: string): number {
  for (const path of SCANNED_PATHS) {
    cpSync(join(root, path), join(stage, path), {
      recursive: true,
      filter: (source) => isShipped(source),
    })
  }
  return readdirSync(stage, { recursive: true, withFileTypes: true }).filter((entry) =>
    entry.isFile(),
  ).length
}

export interface Finding {
  check: string
  severity: 'INFORMATIONAL' | 'LOW' | 'MEDIUM' | 'HIGH'
  file: string
  line: number
  description: string
}

export interface ScanResult {
  findings: Finding[]
  /** Files the scanner could not parse: it saw nothing in them. */
  unreadable: { file: string; message: string }[]
}

interface RawIssue {
  id: string
  severity: { name: Finding['severity'] }
  file: string
  location: { line: number }
  description: string
}
interface RawResult {
  issues: RawIssue[]
  errors: { file: string; message: string; tolerable: boolean }[]
}
type Run = (options: object, forCli: boolean) => Promise<RawResult>

const toPosix = (path: string): string => path.split(sep).join('/')

const requireHere = createRequire(import.meta.url)

export function installedElectronVersion(): string {
  return (requireHere('electron/package.json') as { version: string }).version
}

/** Runs every check but the excluded ones over `input`; file names come back relative to it. */
export async function scan(input: string, electronVersion: string): Promise<ScanResult> {
  const run = requireHere('@doyensec/electronegativity') as Run
  const raw = await run(
    {
      input,
      excludeFromScan: EXCLUDED_CHECKS,
      // Known up front, so nothing needs looking up.
      electronVersionOverride: electronVersion,
      isRelative: true,
    },
    false,
  )
  return {
    findings: raw.issues.map((issue) => ({
      check: issue.id,
      severity: issue.severity.name,
      file: toPosix(issue.file),
      line: issue.location.line,
      description: issue.description,
    })),
    unreadable: raw.errors
      .filter((error) => !error.tolerable)
      .map(({ file, message }) => ({ file: toPosix(relative(input, file)), message })),
  }
}

const allowListSchema = z.object({
  allowed: z.array(
    z.object({
      check: z.string().regex(/^[A-Z0-9_]+$/, 'a check id as the scanner prints it'),
      file: z.string().min(1),
      why: z.string().min(20, 'say why the finding is safe'),
    }),
  ),
})
export type AllowList = z.infer<typeof allowListSchema>
export type AllowEntry = AllowList['allowed'][number]

export function readAllowList(path: string): AllowList {
  return allowListSchema.parse(JSON.parse(readFileSync(path, 'utf8')))
}

export interface Verdict {
  /** Above informational and not in the allow-list: these fail the scan. */
  unexplained: Finding[]
  allowed: { finding: Finding; entry: AllowEntry }[]
  /** Allow-list entries nothing matched any more: the list must shrink with the findings. */
  stale: AllowEntry[]
}

const matches = (entry: AllowEntry, finding: Finding): boolean =>
  entry.check === finding.check && entry.file === finding.file

/** How far above a finding's line its explaining comment may start. */
export const COMMENT_REACH_LINES = 8

/**
 * Allowed findings whose code carries no comment naming the check within
 * COMMENT_REACH_LINES above (or on) the finding's line: each allowed finding is
 * explained where a reader of that code will see it, not only in the list.
 */
export function withoutComment(
  allowed: Verdict['allowed'],
  readSource: (file: string) => string,
): Finding[] {
  return allowed
    .map(({ finding }) => finding)
    .filter((finding) => {
      const lines = readSource(finding.file).split('\n')
      const last = finding.line > 0 ? finding.line : lines.length
      const near = lines.slice(Math.max(0, last - 1 - COMMENT_REACH_LINES), last).join('\n')
      return !near.includes(finding.check)
    })
}

export function judge(findings: Finding[], allowList: AllowList): Verdict {
  const verdict: Verdict = { unexplained: [], allowed: [], stale: [] }
  const used = new Set<AllowEntry>()
  for (const finding of findings) {
    if (finding.severity === 'INFORMATIONAL') continue
    const entry = allowList.allowed.find((candidate) => matches(candidate, finding))
    if (entry) {
      used.add(entry)
      verdict.allowed.push({ finding, entry })
    } else verdict.unexplained.push(finding)
  }
  verdict.stale = allowList.allowed.filter((entry) => !used.has(entry))
  return verdict
}
