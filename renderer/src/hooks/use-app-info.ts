import { useQuery } from '@tanstack/react-query'
import { appQueries } from '@renderer/data/app'

export function useAppInfo() {
  return useQuery(appQueries.info())
}
