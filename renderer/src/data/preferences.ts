/** The app's preferences (`preferences:*`): read for the Preferences dialog, saved from it. */
import { mutationOptions, queryOptions } from '@tanstack/react-query'
import type { ChannelInput } from '@shared/ipc/contract'
import { queryKeys } from './query-keys'
import { bridge } from '@renderer/bridge'

export const preferenceQueries = {
  get: () =>
    queryOptions({
      queryKey: queryKeys.preferences,
      queryFn: ({ signal }) => bridge().preferences.get(undefined, { signal }),
      staleTime: Infinity,
    }),
}

export const preferenceMutations = {
  set: () =>
    mutationOptions({
      mutationFn: (change: ChannelInput<'preferences:set'>) => bridge().preferences.set(change),
    }),
}
