/** Which named function of `window.stagehand` calls which channel. */
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
    info: 'app:info',
  },
  attendees: {
    list: 'attendees:list',
  },
  sessions: {
    update: 'sessions:update',
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
  },
  requests: {
    status: 'requests:status',
  },
  exports: {
    estimate: 'export:estimate',
    start: 'export:start',
    cancel: 'export:cancel',
    resume: 'export:resume',
    list: 'export:list',
    discard: 'export:discard',
    showInFolder: 'export:showInFolder',
  },
  views: {
    get: 'views:get',
    save: 'views:save',
    rename: 'views:rename',
    delete: 'views:delete',
    setLayout: 'views:setLayout',
  },
} as const

export type BridgeLayout = typeof bridgeLayout
