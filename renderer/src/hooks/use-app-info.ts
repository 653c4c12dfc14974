import { useQuery } from '@tanstack/react-query'
import { queryKeys } from '../app/query-keys'
import { bridge } from '../bridge'

export function useAppInfo() {
  return useQuery({
    queryKey: queryKeys.appInfo,
    queryFn: ({ signal }) => bridge().app.info(undefined, { signal }),
    staleTime: Infinity,
    retry: false,
  })
}
