import { describe, expect, it } from 'vitest'
import { collectEntries, collectFiles, type EntryLike } from './collect-files'

const file = (path: string): EntryLike => {
  const name = path.split('/').pop()!
  return {
    name,
    fullPath: `/${path}`,
    isFile: true,
    isDirectory: false,
    file: (ok) => ok(new File([name], name)),
  }
}

/** A folder whose reader gives its children in batches of `batch`, then an empty batch. */
const folder = (path: string, children: EntryLike[], batch = 2): EntryLike => {
  return {
    name: path.split('/').pop()!,
    fullPath: `/${path}`,
    isFile: false,
    isDirectory: true,
    createReader: () => {
      let at = 0
      return {
        readEntries: (ok) => {
          ok(children.slice(at, at + batch))
          at += batch
        },
      }
    },
  }
}

describe('collectEntries', () => {
  it('walks nested folders through every batch of their reader, in name order', async () => {
    const tree = [
      folder('team', [
        file('team/c.jpg'),
        file('team/a.jpg'),
        folder('team/day2', [file('team/day2/b.png')]),
        file('team/.DS_Store'),
        file('team/d.jpg'),
      ]),
      file('loose.jpg'),
    ]
    const { files, leftOut, unreadable } = await collectEntries(tree)
    expect(files.map((f) => f.path)).toEqual([
      'team/a.jpg',
      'team/c.jpg',
      'team/d.jpg',
      'team/day2/b.png',
      'loose.jpg',
    ])
    expect(files[0]!.file.name).toBe('a.jpg')
    expect(leftOut).toBe(0)
    expect(unreadable).toEqual([])
  })

  it('stops at the maximum and counts the files left out', async () => {
    const many = Array.from({ length: 7 }, (_, i) => file(`p${i}.jpg`))
    const { files, leftOut } = await collectEntries([folder('all', many)], 5)
    expect(files).toHaveLength(5)
    expect(leftOut).toBe(2)
  })

  it('names a file or folder that could not be read and goes on', async () => {
    const broken: EntryLike = {
      ...file('x/broken.jpg'),
      file: (_ok, fail) => fail?.(new Error('permission denied')),
    }
    const locked: EntryLike = {
      ...folder('locked', []),
      createReader: () => ({ readEntries: (_ok, fail) => fail?.(new Error('not allowed')) }),
    }
    const { files, unreadable } = await collectEntries([broken, locked, file('ok.jpg')])
    expect(files.map((f) => f.path)).toEqual(['ok.jpg'])
    expect(unreadable).toEqual(['x/broken.jpg: permission denied', 'locked/: not allowed'])
  })
})

describe('collectFiles', () => {
  it('keeps chosen files but hidden ones, up to the maximum', () => {
    const chosen = ['a.jpg', '.hidden.jpg', 'b.jpg', 'c.jpg'].map((n) => new File(['x'], n))
    expect(collectFiles(chosen, 2)).toMatchObject({
      files: [{ path: 'a.jpg' }, { path: 'b.jpg' }],
      leftOut: 1,
    })
  })
})
