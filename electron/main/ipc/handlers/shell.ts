/** Handlers of the shell channels: links opened in the browser. */
import { appError } from '@shared/errors'
import type { NamespaceHandlers } from '../router'

export function shellHandlers(
  openExternal: (url: string) => Promise<void>,
): NamespaceHandlers<'shell'> {
  return {
    'shell:openExternal': async ({ url }) => {
      if (new URL(url).protocol !== 'https:') {
        throw appError('invalid-input', 'Only https:// links are opened in the browser.')
      }
      // The one place main opens a link in the browser: only https: URLs get here.
      await openExternal(url)
      return { opened: true }
    },
  }
}
