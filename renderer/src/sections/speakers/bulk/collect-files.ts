/**
 * The files of a drop or a file chooser, folders walked.
 *
 * A dropped folder arrives as one directory entry
 * (DataTransferItem.webkitGetAsEntry), whose files are read with its reader,
 * batch by batch, as the File System API gives them. Hidden files (".DS_Store",
 * "._photo.jpg") are left out: no person dropped them on purpose.
 */

export interface CollectedFile {
  file: File
  /** Where it was inside a dropped folder ("team/ada.jpg"), or its name. */
  path: string
}

/** The parts of a FileSystemEntry this walk uses (a test passes plain objects). */
export interface EntryLike {
  name: string
  fullPath: string
  isFile: boolean
  isDirectory: boolean
  file?(success: (file: File) => void, failure?: (error: unknown) => void): void
  createReader?(): {
    readEntries(success: (entries: EntryLike[]) => void, failure?: (error: unknown) => void): void
  }
}

/** A drop of more than this many files is cut there, and the review says so. */
export const MAX_BULK_FILES = 500

export interface Collected {
  files: CollectedFile[]
  /** Files left out because the drop held more than MAX_BULK_FILES. */
  leftOut: number
  /** Folders or files that could not be read, each with why. */
  unreadable: string[]
}

const hidden = (name: string) => name.startsWith('.')

const readFile = (entry: EntryLike) =>
  new Promise<File>((resolve, reject) => entry.file!(resolve, reject))

async function readDirectory(entry: EntryLike): Promise<EntryLike[]> {
  const reader = entry.createReader!()
  const all: EntryLike[] = []
  // readEntries gives a batch at a time (100 in Chromium) and an empty one at the end.
  for (;;) {
    const batch = await new Promise<EntryLike[]>((resolve, reject) =>
      reader.readEntries(resolve, reject),
    )
    if (batch.length === 0) return all
    all.push(...batch)
  }
}

const describe = (error: unknown) =>
  error instanceof Error || (error && typeof error === 'object' && 'message' in error)
    ? String((error as { message: unknown }).message)
    : String(error)

/** Every file under the entries, folders first walked in name order, at most MAX_BULK_FILES. */
export async function collectEntries(
  entries: ReadonlyArray<EntryLike>,
  max = MAX_BULK_FILES,
): Promise<Collected> {
  const out: Collected = { files: [], leftOut: 0, unreadable: [] }
  const walk = async (entry: EntryLike): Promise<void> => {
    if (hidden(entry.name)) return
    if (entry.isFile && entry.file) {
      if (out.files.length >= max) {
        out.leftOut++
        return
      }
      try {
        out.files.push({ file: await readFile(entry), path: entry.fullPath.replace(/^\//, '') })
      } catch (error) {
        out.unreadable.push(`${entry.fullPath.replace(/^\//, '')}: ${describe(error)}`)
      }
      return
    }
    if (entry.isDirectory && entry.createReader) {
      let children: EntryLike[]
      try {
        children = await readDirectory(entry)
      } catch (error) {
        out.unreadable.push(`${entry.fullPath.replace(/^\//, '')}/: ${describe(error)}`)
        return
      }
      children.sort((a, b) => a.name.localeCompare(b.name))
      for (const child of children) await walk(child)
    }
  }
  for (const entry of entries) await walk(entry)
  return out
}

/** Plain files (a file chooser, or a drop without entries). */
export function collectFiles(files: Iterable<File>, max = MAX_BULK_FILES): Collected {
  const all = [...files].filter((f) => !hidden(f.name))
  return {
    files: all.slice(0, max).map((file) => ({ file, path: file.name })),
    leftOut: Math.max(0, all.length - max),
    unreadable: [],
  }
}

/**
 * The files of a drop.
 *
 * Must be called while the drop event is handled: the browser empties the
 * DataTransfer afterwards, so the entries are taken at once and walked later.
 */
export function collectDrop(transfer: DataTransfer): Promise<Collected> {
  const items = [...transfer.items].filter((item) => item.kind === 'file')
  const entries = items.map((item) => item.webkitGetAsEntry?.() ?? null)
  if (entries.length > 0 && entries.every((e) => e !== null)) {
    return collectEntries(entries as unknown as EntryLike[])
  }
  return Promise.resolve(collectFiles([...transfer.files]))
}
