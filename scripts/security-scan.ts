/**
 * `npm test` step: Electronegativity over the app's sources, offline. Fails
 * when a finding above informational is not in
 * scripts/electronegativity-allowlist.json, when an entry there no longer
 * matches anything, when an allowed finding has no comment naming its check
 * just above its line, or when a source file could not be parsed.
 * Each allowed finding is also explained next to its code and in README.md
 * ("Scanner findings explained").
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import {
  ALLOW_LIST_PATH,
  installedElectronVersion,
  judge,
  readAllowList,
  scan,
  stageSources,
  withoutComment,
  type Finding,
} from './support/electronegativity'
import { installOfflineGuard } from './support/offline-guard'

function say(line: string): void {
  process.stdout.write(`${line}\n`)
}

const where = (finding: Finding): string =>
  `${finding.check} ${finding.severity} ${finding.file}${finding.line > 0 ? `:${finding.line}` : ''}`

async function main(): Promise<number> {
  // Before the scanner loads: it asks the internet for translations and release data.
  installOfflineGuard()
  say('Network access is off for the scanner (loopback only).')
  const root = resolve(import.meta.dirname, '..')
  const stage = mkdtempSync(join(tmpdir(), 'stagehand-security-scan-'))
  try {
    const files = stageSources(root, stage)
    const result = await scan(stage, installedElectronVersion())
    const verdict = judge(result.findings, readAllowList(join(root, ALLOW_LIST_PATH)))

    for (const { finding } of verdict.allowed) say(`  allowed  ${where(finding)}`)
    const uncommented = withoutComment(verdict.allowed, (file) =>
      readFileSync(join(root, file), 'utf8'),
    )
    for (const finding of uncommented) {
      say(
        `✗ no note  ${where(finding)}: explain it in a comment naming ${finding.check} just above the line`,
      )
    }
    for (const finding of verdict.unexplained) {
      say(`✗ finding  ${where(finding)}: ${finding.description}`)
    }
    for (const entry of verdict.stale) {
      say(
        `✗ stale    ${entry.check} ${entry.file}: nothing matches it now; remove it from ${ALLOW_LIST_PATH} and README.md`,
      )
    }
    for (const { file, message } of result.unreadable) say(`✗ unread   ${file}: ${message}`)
    if (verdict.unexplained.length > 0) {
      say(
        `Fix each finding, or explain it beside its code, in README.md and in ${ALLOW_LIST_PATH}.`,
      )
    }
    const failures =
      verdict.unexplained.length +
      verdict.stale.length +
      uncommented.length +
      result.unreadable.length
    say(
      `electronegativity: ${files} files, ${verdict.allowed.length} allowed, ${verdict.unexplained.length} unexplained, ` +
        `${verdict.stale.length} stale, ${uncommented.length} without a comment, ${result.unreadable.length} unreadable`,
    )
    return failures > 0 ? 1 : 0
  } finally {
    rmSync(stage, { recursive: true, force: true })
  }
}

process.exitCode = await main()
