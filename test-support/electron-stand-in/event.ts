/**
 * The event object Electron passes to main-process listeners: the given
 * details plus `preventDefault()` and `defaultPrevented`, which is how the
 * shell refuses a navigation, a webview or a quit.
 */

export type ElectronEvent<Params extends object = object> = Params & {
  preventDefault(): void
  readonly defaultPrevented: boolean
}

export function electronEvent<Params extends object>(params: Params): ElectronEvent<Params> {
  let prevented = false
  return {
    ...params,
    preventDefault() {
      prevented = true
    },
    get defaultPrevented() {
      return prevented
    },
  }
}
