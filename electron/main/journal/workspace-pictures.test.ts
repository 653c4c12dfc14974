import { readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it, onTestFinished } from 'vitest'
import { PNG_SIGNATURE } from '@shared/images/png-header'
import type { JournalSettings } from '@shared/ipc/channels/journal'
import type { JournalEntry, KeptBytes } from '@shared/journal/entry'
import { silentLogger } from '@main/logging/logger'
import { pictureEntry } from '@test-support/journal-entries'
import { tempDirPerTest } from '@test-support/temp-dir'
import { openWorkspaceJournal } from './workspace-journal'

const dir = tempDirPerTest('journal-pictures')
const pictures = () => join(dir(), 'pictures')
const START = Date.parse('2026-01-01T00:00:00.000Z')
const HOUR = 3_600_000
const iso = (ms: number) => new Date(ms).toISOString()

/** A journal whose clock the test moves, and the entries it changed by itself; closed when the test ends. */
async function journal(settings: JournalSettings = { retentionDays: 180, pictureCapMb: 1 }) {
  const clock = { ms: START }
  const changed: JournalEntry[] = []
  const store = await openWorkspaceJournal({
    dir: dir(),
    settings,
    now: () => clock.ms,
    log: silentLogger,
    onChanged: (entries) => void changed.push(...entries),
  })
  onTestFinished(() => store.close())
  return { store, clock, changed }
}

const bytesOf = (fill: number, size = 400_000) => new Uint8Array(size).fill(fill)
const lostAt = (entry: JournalEntry | null): string | null | undefined =>
  entry?.change.operation === 'speaker-picture' ? entry.change.after?.bytes?.lostAt : undefined

describe('journal pictures', () => {
  it('keeps bytes once per content, by SHA-256, and reads them back with their type', async () => {
    const { store } = await journal()
    const first = await store.keepBytes(bytesOf(1, 10), 'image/png')
    const again = await store.keepBytes(bytesOf(1, 10), 'image/png')
    expect(first).toEqual({
      // sha256 of ten 0x01 bytes (as `sha256sum` computes it).
      sha256: 'ffadf8d89d37b3b55fe1847b513cf92e3be87e4c168708c7851845df96fb36be',
      size: 10,
      contentType: 'image/png',
      lostAt: null,
    })
    expect(again).toEqual(first)
    expect((await readdir(pictures())).sort()).toEqual([first.sha256, `${first.sha256}.json`])
    expect(await store.readBytes(first.sha256)).toEqual({
      bytes: bytesOf(1, 10),
      contentType: 'image/png',
    })
    expect(await store.readBytes('0'.repeat(64))).toBeNull()
    expect(await store.readBytes('../entries.jsonl')).toBeNull()
  })

  it('removes the least recently named bytes over the cap and marks the entries that named them', async () => {
    const { store, clock, changed } = await journal()
    const a = await store.keepBytes(bytesOf(1), 'image/jpeg')
    await store.put(pictureEntry('a', iso(clock.ms), a))
    clock.ms += HOUR
    const b = await store.keepBytes(bytesOf(2), 'image/jpeg')
    await store.put(pictureEntry('b', iso(clock.ms), b))
    clock.ms += HOUR
    // The same bytes as `a`, named again: now `b` is the least recently named.
    await store.put(pictureEntry('a2', iso(clock.ms), await store.keepBytes(bytesOf(1), 'x')))
    clock.ms += HOUR
    const c = await store.keepBytes(bytesOf(3), 'image/jpeg')

    expect(await store.readBytes(b.sha256)).toBeNull()
    expect(await store.readBytes(a.sha256)).not.toBeNull()
    expect(await store.readBytes(c.sha256)).not.toBeNull()
    expect(lostAt(store.get('b'))).toBe(iso(clock.ms))
    expect(lostAt(store.get('a'))).toBeNull()
    expect(changed.map((e) => e.id)).toEqual(['b'])
    await store.close()
    expect(lostAt((await journal()).store.get('b'))).toBe(iso(clock.ms))
  })

  it('keeps the bytes just kept even when they alone are over the cap', async () => {
    const { store } = await journal()
    const big = await store.keepBytes(bytesOf(9, 1_500_000), 'image/png')
    expect(await store.readBytes(big.sha256)).not.toBeNull()
  })

  it('marks an entry put after its bytes were removed as having lost them', async () => {
    const { store, clock } = await journal()
    const a = await store.keepBytes(bytesOf(1), 'image/jpeg')
    clock.ms += HOUR
    await store.keepBytes(bytesOf(2, 700_000), 'image/jpeg')
    await store.put(pictureEntry('a', iso(START), a))
    expect(lostAt(store.get('a'))).toBe(iso(clock.ms))
  })

  it('prunes by a lower cap when the settings change, and by the cap on open', async () => {
    const first = await journal({ retentionDays: 180, pictureCapMb: 5 })
    for (let i = 1; i <= 4; i++) {
      first.clock.ms += HOUR
      const kept = await first.store.keepBytes(bytesOf(i), 'image/jpeg')
      await first.store.put(pictureEntry(`p${i}`, iso(first.clock.ms), kept))
    }
    await first.store.prune({ retentionDays: 180, pictureCapMb: 1 })
    expect(['p1', 'p2', 'p3', 'p4'].map((id) => lostAt(first.store.get(id)) !== null)).toEqual([
      true,
      true,
      false,
      false,
    ])
    await first.store.close()
    const reopened = await journal({ retentionDays: 180, pictureCapMb: 1 })
    expect(reopened.changed).toEqual([])
  })

  it('on open, removes bytes no entry names, bytes without a description and torn temporary files', async () => {
    const { store } = await journal()
    const named = await store.keepBytes(bytesOf(1, 10), 'image/png')
    await store.put(pictureEntry('n', iso(START), named))
    const orphan = await store.keepBytes(bytesOf(2, 10), 'image/png')
    await store.close()
    await writeFile(join(pictures(), 'f'.repeat(64)), 'no description')
    await writeFile(join(pictures(), `.${'e'.repeat(64)}.abc.tmp`), 'cut short')
    const { store: reopened } = await journal()
    expect((await readdir(pictures())).sort()).toEqual([named.sha256, `${named.sha256}.json`])
    expect(await reopened.readBytes(orphan.sha256)).toBeNull()
  })

  it('marks entries whose bytes went missing from the folder', async () => {
    const { store } = await journal()
    const kept: KeptBytes = await store.keepBytes(bytesOf(1, 10), 'image/png')
    await store.put(pictureEntry('n', iso(START), kept))
    await store.close()
    await rm(join(pictures(), kept.sha256))
    const { store: reopened, changed } = await journal()
    expect(lostAt(reopened.get('n'))).toBe(iso(START))
    expect(changed.map((e) => e.id)).toEqual(['n'])
  })

  it('removes the bytes of entries dropped past the retention period', async () => {
    const { store, clock } = await journal({ retentionDays: 2, pictureCapMb: 500 })
    const kept = await store.keepBytes(bytesOf(1, 10), 'image/png')
    await store.put(pictureEntry('n', iso(START), kept))
    clock.ms += 3 * 24 * HOUR
    await store.prune({ retentionDays: 2, pictureCapMb: 500 })
    expect(store.get('n')).toBeNull()
    expect(await store.readBytes(kept.sha256)).toBeNull()
  })

  it('writes an unreadable description anew from its bytes, the old one moved aside', async () => {
    const { store } = await journal()
    const png = new Uint8Array([...PNG_SIGNATURE, ...bytesOf(3, 20)])
    const kept = await store.keepBytes(png, 'image/png')
    await store.put(pictureEntry('n', iso(START), kept))
    await store.close()
    await writeFile(join(pictures(), `${kept.sha256}.json`), '{"contentType": "image/pn')
    const { store: reopened, changed } = await journal()
    expect(await reopened.readBytes(kept.sha256)).toEqual({ bytes: png, contentType: 'image/png' })
    expect(lostAt(reopened.get('n'))).toBeNull()
    expect(changed).toEqual([])
    const files = (await readdir(pictures())).sort()
    expect(files).toEqual([
      kept.sha256,
      `${kept.sha256}.json`,
      `${kept.sha256}.json.corrupt-${START}`,
    ])
  })

  it('moves bytes aside, never deletes them, when their description is unreadable and they are no image', async () => {
    const { store } = await journal()
    const kept = await store.keepBytes(bytesOf(4, 10), 'image/png')
    await store.put(pictureEntry('n', iso(START), kept))
    await store.close()
    await writeFile(join(pictures(), `${kept.sha256}.json`), 'not json')
    const { store: reopened } = await journal()
    expect(await reopened.readBytes(kept.sha256)).toBeNull()
    expect(lostAt(reopened.get('n'))).toBe(iso(START))
    expect((await readdir(pictures())).sort()).toEqual([
      `${kept.sha256}.corrupt-${START}`,
      `${kept.sha256}.json.corrupt-${START}`,
    ])
    expect(await readFile(join(pictures(), `${kept.sha256}.corrupt-${START}`))).toEqual(
      Buffer.from(bytesOf(4, 10)),
    )
  })
})
