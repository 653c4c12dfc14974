import { describe, expect, it } from 'vitest'
import { readBytes, unreadable } from './read-file'

/** A file the system will not hand over any more, as Chromium reports one moved away after the drop. */
class GoneFile extends Blob {
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.reject(
      new DOMException(
        'A requested file or directory could not be found at the time an operation was processed.',
        'NotFoundError',
      ),
    )
  }
}

describe('readBytes', () => {
  it('gives the bytes of a readable file', async () => {
    const read = await readBytes(new Blob([new Uint8Array([1, 2, 3])]))
    expect(read).toEqual({ ok: true, bytes: new Uint8Array([1, 2, 3]) })
  })

  it('names the file, the reason and what to do when it cannot be read', async () => {
    const read = await readBytes(new GoneFile([new Uint8Array(10)]))
    expect(read.ok).toBe(false)
    if (read.ok) return
    expect(read.message('portrait.jpg')).toBe(
      'portrait.jpg could not be read (A requested file or directory could not be found at the time an operation was processed). It may have been moved or deleted, or be a folder: choose the file again',
    )
  })
})

describe('unreadable', () => {
  it('keeps the name and size, refused, with no bytes', () => {
    const file = unreadable(new Blob([new Uint8Array(2048)]), 'folder')
    expect(file).toMatchObject({ name: 'folder', bytes: new Uint8Array(0) })
    expect(file.verdict).toMatchObject({ state: 'refuse', summary: 'Unknown type · 2 KB' })
  })
})
