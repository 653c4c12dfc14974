import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createSettingsStore } from './settings-store'

async function tempFile(): Promise<string> {
  return join(await mkdtemp(join(tmpdir(), 'stagehand-settings-')), 'settings.json')
}

describe('settings store', () => {
  it('starts empty when there is no file, and writes what it is given', async () => {
    const path = await tempFile()
    const store = createSettingsStore(path)
    expect((await store.read()).workspaces).toEqual([])
    await store.update((s) => ({ ...s, activeWorkspaceId: 'w1' }))
    expect(JSON.parse(await readFile(path, 'utf8')).activeWorkspaceId).toBe('w1')
    expect((await createSettingsStore(path).read()).activeWorkspaceId).toBe('w1')
  })

  it('serialises concurrent updates so none is lost, and leaves no temp files', async () => {
    const path = await tempFile()
    const store = createSettingsStore(path)
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        store.update((s) => ({
          ...s,
          workspaces: [
            ...s.workspaces,
            {
              id: `w${i}`,
              name: `W${i}`,
              baseUrl: 'https://x.example',
              keyLast4: null,
              isDemo: false,
              defaultTeamId: null,
              eventId: null,
              recentEventIds: [],
              eventNames: {},
            },
          ],
        })),
      ),
    )
    const saved = JSON.parse(await readFile(path, 'utf8'))
    expect(saved.workspaces).toHaveLength(20)
    const dir = join(path, '..')
    expect((await readdir(dir)).filter((f) => f.endsWith('.tmp'))).toEqual([])
  })

  it('reads back a write still under way when the read was asked', async () => {
    const store = createSettingsStore(await tempFile())
    await store.read()
    const writing = store.update((s) => ({ ...s, activeWorkspaceId: 'w2' }))
    expect((await store.read()).activeWorkspaceId).toBe('w2')
    await writing
  })

  it('moves a corrupt file aside instead of silently emptying it', async () => {
    const path = await tempFile()
    await writeFile(path, '{"workspaces": [ truncated')
    const store = createSettingsStore(path)
    expect((await store.read()).workspaces).toEqual([])
    expect(store.recovered).toMatch(/settings\.json\.corrupt-\d+$/)
    expect(await readFile(store.recovered!, 'utf8')).toBe('{"workspaces": [ truncated')
  })

  it('reads a file from before the preferences with their defaults, and keeps those saved', async () => {
    const path = await tempFile()
    await writeFile(path, JSON.stringify({ version: 1, workspaces: [] }))
    expect((await createSettingsStore(path).read()).preferences).toEqual({
      notifyJobEnds: true,
      snapshotRetentionDays: 90,
    })
    await writeFile(path, JSON.stringify({ version: 1, preferences: { notifyJobEnds: false } }))
    expect((await createSettingsStore(path).read()).preferences).toEqual({
      notifyJobEnds: false,
      snapshotRetentionDays: 90,
    })
  })

  it('tells its listeners each write, until they leave', async () => {
    const store = createSettingsStore(await tempFile())
    const seen: Array<string | null> = []
    const leave = store.onChange((s) => seen.push(s.activeWorkspaceId))
    await store.update((s) => ({ ...s, activeWorkspaceId: 'w1' }))
    leave()
    await store.update((s) => ({ ...s, activeWorkspaceId: 'w2' }))
    expect(seen).toEqual(['w1'])
  })
})
