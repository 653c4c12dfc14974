/**
 * What the environment may change about a run.
 *
 * The dev server address, a custom profile folder and DevTools exist for
 * development and tests; an installed (packaged) app ignores them, so no
 * environment variable can point the real app at another page or profile, or
 * open DevTools on it.
 */

export interface LaunchOptions {
  /** The Vite dev server page to load instead of the built renderer. */
  devRendererUrl: string | null
  /** Another folder for settings, logs and exports state. */
  userDataDir: string | null
  /** DevTools in the window and its View menu. */
  devTools: boolean
}

type Environment = Readonly<Record<string, string | undefined>>

export function launchOptions(env: Environment, isPackaged: boolean): LaunchOptions {
  if (isPackaged) return { devRendererUrl: null, userDataDir: null, devTools: false }
  return {
    devRendererUrl: env.ELECTRON_RENDERER_URL || null,
    userDataDir: env.STAGEHAND_USER_DATA_DIR || null,
    devTools: true,
  }
}
