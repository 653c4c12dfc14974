/**
 * One blob: URL per Blob, shared by every component that shows it and revoked once none does.
 *
 * The release is deferred a turn: React's StrictMode unmounts and remounts
 * effects in development, and a URL revoked in between would leave the
 * remounted picture broken.
 */
export interface ObjectUrls {
  /** The URL of `blob`, made on first use (safe to call while rendering: one URL per Blob). */
  urlOf(blob: Blob): string
  /** Keeps the URL of `blob` alive until the returned release is called (from an effect). */
  hold(blob: Blob): () => void
}

interface Entry {
  url: string
  holders: number
}

export function createObjectUrls(
  make: (blob: Blob) => string = (blob) => URL.createObjectURL(blob),
  revoke: (url: string) => void = (url) => URL.revokeObjectURL(url),
  later: (run: () => void) => void = (run) => void setTimeout(run, 0),
): ObjectUrls {
  const entries = new WeakMap<Blob, Entry>()
  const entryOf = (blob: Blob): Entry => {
    let entry = entries.get(blob)
    if (!entry) {
      entry = { url: make(blob), holders: 0 }
      entries.set(blob, entry)
    }
    return entry
  }
  return {
    urlOf: (blob) => entryOf(blob).url,
    hold(blob) {
      const entry = entryOf(blob)
      entry.holders += 1
      let released = false
      return () => {
        if (released) return
        released = true
        entry.holders -= 1
        later(() => {
          if (entry.holders > 0 || entries.get(blob) !== entry) return
          entries.delete(blob)
          revoke(entry.url)
        })
      }
    },
  }
}

/** The renderer's registry. */
export const objectUrls = createObjectUrls()
