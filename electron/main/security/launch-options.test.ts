import { describe, expect, it } from 'vitest'
import { launchOptions } from './launch-options'

const env = {
  ELECTRON_RENDERER_URL: 'http://localhost:5173/',
  STAGEHAND_USER_DATA_DIR: '/tmp/profile',
}

describe('launchOptions', () => {
  it('honours the dev server, a profile folder and DevTools in an unpackaged run', () => {
    expect(launchOptions(env, false)).toEqual({
      devRendererUrl: 'http://localhost:5173/',
      userDataDir: '/tmp/profile',
      devTools: true,
    })
  })

  it('ignores them all in the installed app', () => {
    expect(launchOptions(env, true)).toEqual({
      devRendererUrl: null,
      userDataDir: null,
      devTools: false,
    })
  })

  it('treats empty variables as unset', () => {
    expect(
      launchOptions({ ELECTRON_RENDERER_URL: '', STAGEHAND_USER_DATA_DIR: '' }, false),
    ).toMatchObject({ devRendererUrl: null, userDataDir: null })
  })
})
