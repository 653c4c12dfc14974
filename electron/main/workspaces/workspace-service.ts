/**
 * Workspaces.
 *
 * Name, base URL and an API key that lives only in the keychain and
 * main-process memory. The renderer learns only whether a key is set and its
 * last four characters. A key is bound to the origin it was entered for
 * (bound-key.ts): it is never sent to another one.
 */
import { appError } from '@shared/errors'
import {
  DEFAULT_DAILY_QUOTA,
  checkBaseUrl,
  normaliseBaseUrl,
  sameBaseUrl,
  type ConnectionTest,
  type WorkspaceInput,
  type WorkspaceSummary,
} from '@shared/workspace'
import type { ApiClientConfig, FetchLike } from '../api/http-client'
import type { UploadSender } from '../api/upload-sender'
import type { Redactor } from '../logging/logger'
import { decodeBoundKey, encodeBoundKey, originOf, type BoundKey } from '../secrets/bound-key'
import { keyForOtherAddressError, keyNotFoundError } from '../secrets/keychain-errors'
import type { SecretStore } from '../secrets/secret-store'
import type { Settings, SettingsStore, StoredWorkspace } from '../settings/settings-store'

export interface WorkspaceServiceDeps {
  settings: SettingsStore
  secrets: SecretStore
  redactor: Redactor
  fetch: FetchLike
  /** How watched uploads are sent, where the host has its own way (upload-sender.ts). */
  sendUpload?: UploadSender
  newId: () => string
  timeoutMs?: number
}

const RECENT_EVENTS = 10

export const OTHER_ADDRESS_NEEDS_KEY =
  'Enter the API key again to test a different address: the saved key is only sent to the saved address.'

/** Event names kept per workspace: enough for a large organization's list. */
const EVENT_NAMES = 500

/** The names to keep: the recent and chosen events' first, then the rest as listed. */
export function keptEventNames(
  stored: Pick<StoredWorkspace, 'eventId' | 'recentEventIds'>,
  events: readonly { id: string; name: string | null }[],
): Record<string, string> {
  const named = events.filter((e): e is { id: string; name: string } => !!e.name)
  const mine = new Set([stored.eventId, ...stored.recentEventIds])
  const first = [...named.filter((e) => mine.has(e.id)), ...named.filter((e) => !mine.has(e.id))]
  return Object.fromEntries(first.slice(0, EVENT_NAMES).map((e) => [e.id, e.name.slice(0, 300)]))
}

export function toSummary(stored: StoredWorkspace): WorkspaceSummary {
  return {
    id: stored.id,
    name: stored.name,
    baseUrl: stored.baseUrl,
    hasKey: stored.keyLast4 !== null,
    keyLast4: stored.keyLast4,
    isDemo: stored.isDemo,
    defaultTeamId: stored.defaultTeamId,
    eventId: stored.eventId,
    recentEventIds: stored.recentEventIds,
    eventNames: stored.eventNames,
    dailyQuota: stored.dailyQuota ?? DEFAULT_DAILY_QUOTA,
  }
}

/**
 * What the window says when settings.json could not be read: where the old
 * file went, and that the keys are still in the keychain (they are stored by
 * workspace ID, so restoring the file brings them back).
 */
export function settingsRecoveredNotice(movedTo: string | null): string | null {
  if (!movedTo) return null
  return (
    `The settings file could not be read, so it was moved aside to ${movedTo} and Stagehand ` +
    'started with fresh settings. API keys stay in the system keychain: to get the workspaces ' +
    'back, quit Stagehand and put that file back as settings.json once repaired, or add them again.'
  )
}

function last4(key: string): string {
  return key.slice(-4)
}

/** Saving a new origin without a key: the stored key was entered for the old one. */
export function addressChangedSentence(baseUrl: string): string {
  return `The address changed: enter the key again for ${originOf(baseUrl)}`
}

export function createWorkspaceService(deps: WorkspaceServiceDeps) {
  const keys = new Map<string, BoundKey>()

  /** Holds a workspace's key, registered once with the redactor for as long as it is held. */
  function hold(workspaceId: string, bound: BoundKey): void {
    const previous = keys.get(workspaceId)
    keys.set(workspaceId, bound)
    deps.redactor.add(bound.key)
    if (previous !== undefined) deps.redactor.remove(previous.key)
  }

  function release(workspaceId: string): void {
    const previous = keys.get(workspaceId)
    keys.delete(workspaceId)
    if (previous !== undefined) deps.redactor.remove(previous.key)
  }

  function find(settings: Settings, workspaceId: string): StoredWorkspace {
    const found = settings.workspaces.find((w) => w.id === workspaceId)
    if (!found) throw appError('not-found', 'That workspace no longer exists. Pick another one.')
    return found
  }

  async function update(
    workspaceId: string,
    change: (w: StoredWorkspace) => StoredWorkspace,
  ): Promise<WorkspaceSummary> {
    let result: StoredWorkspace | undefined
    await deps.settings.update((s) => {
      find(s, workspaceId)
      const workspaces = s.workspaces.map((w) => (w.id === workspaceId ? (result = change(w)) : w))
      return { ...s, workspaces }
    })
    return toSummary(result as StoredWorkspace)
  }

  /** The workspace's key, only where it is bound to the workspace's current origin. */
  async function keyFor(workspace: StoredWorkspace): Promise<string> {
    const origin = originOf(workspace.baseUrl)
    const bound = keys.get(workspace.id) ?? (await readKey(workspace, origin))
    if (bound.origin !== origin) throw keyForOtherAddressError(bound.origin, origin)
    return bound.key
  }

  async function readKey(workspace: StoredWorkspace, origin: string): Promise<BoundKey> {
    const stored = await deps.secrets.get(workspace.id)
    // Saved with a key (its last four are known), so an empty answer is not "no key yet".
    if (!stored && workspace.keyLast4 !== null) throw keyNotFoundError()
    if (!stored) {
      throw appError(
        'http',
        'This workspace has no API key yet. Edit the workspace and enter one.',
        {
          status: 401,
        },
      )
    }
    const entry = decodeBoundKey(stored)
    const bound = { key: entry.key, origin: entry.origin ?? origin }
    // An entry from before keys had an origin: bound now to the address saved today.
    if (entry.origin === null) await deps.secrets.set(workspace.id, encodeBoundKey(bound))
    hold(workspace.id, bound)
    return bound
  }

  return {
    async list() {
      const s = await deps.settings.read()
      return {
        workspaces: s.workspaces.map(toSummary),
        activeWorkspaceId: s.activeWorkspaceId,
        settingsNotice: settingsRecoveredNotice(deps.settings.recovered),
      }
    },

    async save(input: WorkspaceInput): Promise<WorkspaceSummary> {
      const baseUrl = normaliseBaseUrl(input.baseUrl)
      const apiKey = input.apiKey ? input.apiKey : undefined
      const id = input.id ?? deps.newId()
      const existing = (await deps.settings.read()).workspaces.find((w) => w.id === id)
      if (input.id && !existing) throw appError('not-found', 'That workspace no longer exists.')
      if (!existing && !apiKey) {
        throw appError('invalid-input', 'Enter the API key for this workspace.', {
          fieldErrors: { apiKey: 'Enter the API key for this workspace' },
        })
      }
      if (!apiKey && existing?.keyLast4 && originOf(existing.baseUrl) !== originOf(baseUrl)) {
        const sentence = addressChangedSentence(baseUrl)
        throw appError('invalid-input', sentence, { fieldErrors: { apiKey: sentence } })
      }
      // Keychain first: if it fails, nothing about the workspace changes.
      if (apiKey) {
        const bound = { key: apiKey, origin: originOf(baseUrl) }
        await deps.secrets.set(id, encodeBoundKey(bound))
        hold(id, bound)
      }
      const stored: StoredWorkspace = {
        id,
        name: input.name,
        baseUrl,
        keyLast4: apiKey ? last4(apiKey) : (existing?.keyLast4 ?? null),
        isDemo: existing?.isDemo ?? false,
        defaultTeamId: existing?.defaultTeamId ?? null,
        eventId: existing?.eventId ?? null,
        recentEventIds: existing?.recentEventIds ?? [],
        eventNames: existing?.eventNames ?? {},
      }
      const dailyQuota = input.dailyQuota ?? existing?.dailyQuota
      if (dailyQuota !== undefined) stored.dailyQuota = dailyQuota
      await deps.settings.update((s) => ({
        ...s,
        workspaces: existing
          ? s.workspaces.map((w) => (w.id === id ? stored : w))
          : [...s.workspaces, stored],
        activeWorkspaceId: existing ? s.activeWorkspaceId : id,
      }))
      return toSummary(stored)
    },

    async remove(workspaceId: string) {
      const s = await deps.settings.read()
      const target = find(s, workspaceId)
      await deps.secrets.delete(workspaceId)
      release(workspaceId)
      await deps.settings.update((current) => {
        const workspaces = current.workspaces.filter((w) => w.id !== workspaceId)
        const active =
          current.activeWorkspaceId === workspaceId
            ? (workspaces[0]?.id ?? null)
            : current.activeWorkspaceId
        return {
          ...current,
          workspaces,
          activeWorkspaceId: active,
          demoDismissed: current.demoDismissed || target.isDemo,
        }
      })
      return { removed: true as const }
    },

    async activate(workspaceId: string) {
      let found: StoredWorkspace | undefined
      await deps.settings.update((s) => {
        found = find(s, workspaceId)
        return { ...s, activeWorkspaceId: workspaceId }
      })
      return toSummary(found as StoredWorkspace)
    },

    setEvent(workspaceId: string, eventId: string) {
      return update(workspaceId, (w) => ({
        ...w,
        eventId,
        recentEventIds: [eventId, ...w.recentEventIds.filter((e) => e !== eventId)].slice(
          0,
          RECENT_EVENTS,
        ),
      }))
    },

    /**
     * Keeps the names the service's list of events gave, the recent and chosen
     * events' first, at most EVENT_NAMES; does nothing when none changed.
     */
    async noteEventNames(
      workspaceId: string,
      events: readonly { id: string; name: string | null }[],
    ) {
      const settings = await deps.settings.read()
      const stored = settings.workspaces.find((w) => w.id === workspaceId)
      if (!stored) return
      const names = keptEventNames(stored, events)
      if (JSON.stringify(names) === JSON.stringify(stored.eventNames)) return
      await update(workspaceId, (w) => ({ ...w, eventNames: keptEventNames(w, events) }))
    },

    setDefaultTeam(workspaceId: string, teamId: string | null) {
      return update(workspaceId, (w) => ({ ...w, defaultTeamId: teamId }))
    },

    /** The config an API call of this workspace needs; the key stays in main. */
    async clientConfig(workspaceId: string): Promise<ApiClientConfig> {
      const workspace = find(await deps.settings.read(), workspaceId)
      return {
        baseUrl: workspace.baseUrl,
        apiKey: await keyFor(workspace),
        fetch: deps.fetch,
        ...(deps.sendUpload ? { sendUpload: deps.sendUpload } : {}),
        ...(deps.timeoutMs ? { timeoutMs: deps.timeoutMs } : {}),
      }
    },

    /**
     * For a draft (unsaved) workspace: the typed key, or the stored one.
     *
     * A stored key goes only to its workspace's own saved address: the window
     * must not be able to send it anywhere else by naming another address.
     */
    async draftConfig(draft: ConnectionTest): Promise<ApiClientConfig> {
      const baseUrl = normaliseBaseUrl(draft.baseUrl)
      const problem = checkBaseUrl(baseUrl)
      if (problem) throw appError('invalid-input', problem, { fieldErrors: { baseUrl: problem } })
      const typed = draft.apiKey?.trim()
      const saved = draft.workspaceId ? find(await deps.settings.read(), draft.workspaceId) : null
      if (!typed && saved && !sameBaseUrl(saved.baseUrl, baseUrl)) {
        throw appError('invalid-input', OTHER_ADDRESS_NEEDS_KEY, {
          fieldErrors: { apiKey: OTHER_ADDRESS_NEEDS_KEY },
        })
      }
      const apiKey = typed || (saved ? await keyFor(saved) : '')
      if (!apiKey) {
        throw appError('invalid-input', 'Enter an API key to test the connection.', {
          fieldErrors: { apiKey: 'Enter an API key to test the connection' },
        })
      }
      deps.redactor.add(apiKey)
      return { baseUrl, apiKey, fetch: deps.fetch }
    },
  }
}

export type WorkspaceService = ReturnType<typeof createWorkspaceService>
