/**
 * Picture bytes the journal keeps, named by their SHA-256 (docs/journal.md).
 *
 * `<sha256>` holds the bytes as sent and `<sha256>.json` says their type,
 * size and when they were first kept. The bytes are written first and the
 * description last, both atomically: a picture is there only once its
 * description is, so a crash between the two leaves bytes that the next open
 * removes, never a description without bytes.
 *
 * A description that cannot be read is moved aside, as every unreadable file
 * of the app is (settings/json-file.ts), and written anew from the bytes it
 * described when they are whole (their SHA-256 is their name) and an image;
 * otherwise the bytes are moved aside too. Nothing kept is deleted for it.
 */
import { createHash } from 'node:crypto'
import { readdir, readFile, rename, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { z } from 'zod'
import { sniff } from '@shared/images/sniff'
import { CONTENT_TYPES } from '@shared/images/types'
import type { KeptBytes } from '@shared/journal/entry'
import { writeFileAtomic } from '@main/settings/atomic-file'
import { readJsonFile } from '@main/settings/json-file'

const SHA256 = /^[0-9a-f]{64}$/

const descriptionSchema = z.object({
  contentType: z.string(),
  size: z.number().int().min(0),
  /** When these bytes were first kept (ms since 1970). */
  keptAt: z.number(),
})

export interface KeptPicture extends z.infer<typeof descriptionSchema> {
  sha256: string
}

/** What `load` did about a picture whose description could not be read, for the log. */
export interface PictureRepair {
  sha256: string
  /** Where the unreadable description went. */
  descriptionMovedTo: string
  /** Described anew from the bytes, or (null) the bytes moved aside too, to this path. */
  bytesMovedTo: string | null
}

export interface PictureStore {
  /** Writes the bytes once per content; answers them as an entry names them. */
  keep(bytes: Uint8Array, contentType: string): Promise<KeptBytes>
  read(sha256: string): Promise<{ bytes: Uint8Array; contentType: string } | null>
  remove(sha256: string): Promise<void>
  has(sha256: string): boolean
  /** Every picture kept, as of the last `load` and the changes since. */
  all(): KeptPicture[]
  totalBytes(): number
  /** Reads the folder's descriptions, removes bytes left without one, and says what it repaired. */
  load(): Promise<PictureRepair[]>
}

export function createPictureStore(dir: string, now: () => number): PictureStore {
  const kept = new Map<string, KeptPicture>()
  const bytesPath = (sha256: string) => join(dir, sha256)
  const descriptionPath = (sha256: string) => join(dir, `${sha256}.json`)

  /** A description written anew from bytes that are whole and an image; null otherwise. */
  async function describeFromBytes(sha256: string): Promise<KeptPicture | null> {
    const bytes = new Uint8Array(await readFile(bytesPath(sha256)))
    if (createHash('sha256').update(bytes).digest('hex') !== sha256) return null
    const sniffed = sniff(bytes)
    if (sniffed.kind !== 'accepted') return null
    const picture = {
      contentType: CONTENT_TYPES[sniffed.format],
      size: bytes.byteLength,
      keptAt: now(),
    }
    await writeFileAtomic(descriptionPath(sha256), JSON.stringify(picture))
    return { sha256, ...picture }
  }

  /** The picture's description; an unreadable one is moved aside and rebuilt (or its bytes moved too). */
  async function readDescription(sha256: string, repairs: PictureRepair[]) {
    const read = await readJsonFile(descriptionPath(sha256), descriptionSchema, now)
    if (read.value) return { sha256, ...read.value }
    if (!read.movedAsideTo) return null
    const rebuilt = await describeFromBytes(sha256)
    let bytesMovedTo: string | null = null
    if (!rebuilt) {
      bytesMovedTo = `${bytesPath(sha256)}.corrupt-${now()}`
      await rename(bytesPath(sha256), bytesMovedTo)
    }
    repairs.push({ sha256, descriptionMovedTo: read.movedAsideTo, bytesMovedTo })
    return rebuilt
  }

  const asKept = (picture: KeptPicture): KeptBytes => ({
    sha256: picture.sha256,
    size: picture.size,
    contentType: picture.contentType,
    lostAt: null,
  })

  return {
    async keep(bytes, contentType) {
      const sha256 = createHash('sha256').update(bytes).digest('hex')
      const known = kept.get(sha256)
      if (known) return asKept(known)
      const picture: KeptPicture = { sha256, contentType, size: bytes.byteLength, keptAt: now() }
      await writeFileAtomic(bytesPath(sha256), bytes)
      const description = { contentType, size: picture.size, keptAt: picture.keptAt }
      await writeFileAtomic(descriptionPath(sha256), JSON.stringify(description))
      kept.set(sha256, picture)
      return asKept(picture)
    },

    async read(sha256) {
      if (!SHA256.test(sha256) || !kept.has(sha256)) return null
      try {
        const bytes = await readFile(bytesPath(sha256))
        return { bytes: new Uint8Array(bytes), contentType: kept.get(sha256)!.contentType }
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },

    async remove(sha256) {
      kept.delete(sha256)
      // The description first: without it the bytes no longer count as kept.
      await rm(descriptionPath(sha256), { force: true })
      await rm(bytesPath(sha256), { force: true })
    },

    has: (sha256) => kept.has(sha256),
    all: () => [...kept.values()],
    totalBytes: () => {
      let total = 0
      for (const picture of kept.values()) total += picture.size
      return total
    },

    async load() {
      kept.clear()
      const repairs: PictureRepair[] = []
      let names: string[]
      try {
        names = await readdir(dir)
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return repairs
        throw error
      }
      const described = new Set(names.filter((n) => n.endsWith('.json')).map((n) => n.slice(0, -5)))
      for (const name of names) {
        // A temporary file of a write a crash cut short.
        if (name.startsWith('.') && name.endsWith('.tmp'))
          await rm(join(dir, name), { force: true })
        if (!SHA256.test(name)) continue
        const picture = described.has(name) ? await readDescription(name, repairs) : null
        if (picture) kept.set(name, picture)
        // Bytes whose description was never written: a crash between the two writes.
        else if (!described.has(name)) await rm(bytesPath(name), { force: true })
      }
      // A description whose bytes are gone describes nothing.
      const present = new Set(names)
      for (const name of described)
        if (SHA256.test(name) && !present.has(name))
          await rm(descriptionPath(name), { force: true })
      return repairs
    },
  }
}
