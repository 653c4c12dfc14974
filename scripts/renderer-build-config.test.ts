import { describe, expect, it } from 'vitest'
import appConfig from '../electron.vite.config'
import harnessConfig from '../renderer/vite.config'

type BuildOptions = { minify?: unknown; sourcemap?: unknown }

const rendererBuild = (): BuildOptions => {
  const config = appConfig as { renderer?: { build?: BuildOptions } }
  return config.renderer?.build ?? {}
}

describe('the renderer build', () => {
  it('ships minified from the app build, with source maps kept out of the bundle', () => {
    expect(rendererBuild().minify).toBe(true)
    // 'hidden': the maps are written beside the build but not linked from it
    // (electron-builder.config.ts leaves them out of the package).
    expect(rendererBuild().sourcemap).toBe('hidden')
  })

  it('is minified in the harness build too, so specs and benches load what ships', () => {
    expect((harnessConfig as { build?: BuildOptions }).build?.minify).toBe(true)
  })
})
