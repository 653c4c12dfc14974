/**
 * Which named function of `window.stagehand` calls which channel. The rule:
 * channel `<namespace>:<function>` is `stagehand.<namespace>.<function>`. The
 * type below holds every entry to it, so a misspelt, misplaced or missing
 * channel fails to compile; layout.test.ts checks each channel appears once.
 */
import type { ChannelName } from './contract'

type NamespaceOf<C> = C extends `${infer N}:${string}` ? N : never
type FunctionsOf<N extends string> = ChannelName extends infer C
  ? C extends `${N}:${infer F}`
    ? F
    : never
  : never

/** Every namespace, with every function of it, each naming its own channel. */
export type LayoutRule = {
  readonly [N in NamespaceOf<ChannelName>]: { readonly [F in FunctionsOf<N>]: `${N}:${F}` }
}

export const bridgeLayout = {
  workspaces: {
    list: 'workspaces:list',
    save: 'workspaces:save',
    remove: 'workspaces:remove',
    activate: 'workspaces:activate',
    setEvent: 'workspaces:setEvent',
    setDefaultTeam: 'workspaces:setDefaultTeam',
    testConnection: 'workspaces:testConnection',
  },
  teams: {
    list: 'teams:list',
  },
  shell: {
    openExternal: 'shell:openExternal',
  },
  app: {
    info: 'app:info',
  },
  attendees: {
    list: 'attendees:list',
  },
  sessions: {
    update: 'sessions:update',
  },
  sessionDrafts: {
    event: 'sessionDrafts:event',
    get: 'sessionDrafts:get',
    save: 'sessionDrafts:save',
    discard: 'sessionDrafts:discard',
    setTimeZone: 'sessionDrafts:setTimeZone',
  },
  speakers: {
    get: 'speakers:get',
    uploadPicture: 'speakers:uploadPicture',
  },
  sponsors: {
    uploadImage: 'sponsors:uploadImage',
  },
  locations: {
    delete: 'locations:delete',
  },
  catalog: {
    list: 'catalog:list',
    add: 'catalog:add',
    label: 'catalog:label',
    remove: 'catalog:remove',
    import: 'catalog:import',
    export: 'catalog:export',
  },
  requests: {
    status: 'requests:status',
  },
  exports: {
    estimate: 'exports:estimate',
    start: 'exports:start',
    cancel: 'exports:cancel',
    resume: 'exports:resume',
    list: 'exports:list',
    discard: 'exports:discard',
    showInFolder: 'exports:showInFolder',
  },
  views: {
    get: 'views:get',
    save: 'views:save',
    rename: 'views:rename',
    delete: 'views:delete',
    setLayout: 'views:setLayout',
  },
  media: {
    picture: 'media:picture',
  },
} as const satisfies LayoutRule

export type BridgeLayout = typeof bridgeLayout
