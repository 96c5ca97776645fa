import { QueryClient, type QueryFunction } from '@tanstack/react-query'

import { ApiRequestError, apiRequest } from './api-request'

type On401 = 'returnNull' | 'throw'

/**
 * The default read (docs/requirements/api.md): GET the query key joined as a path, read JSON. With
 * returnNull, a 401 is an answer (nobody is logged in), not an error.
 */
export const getQueryFn =
  <T>({ on401 }: { on401: On401 }): QueryFunction<T> =>
  async ({ queryKey }) => {
    const url = queryKey.filter((part) => typeof part === 'string').join('/')
    try {
      return (await (await apiRequest('GET', url)).json()) as T
    } catch (error) {
      if (on401 === 'returnNull' && error instanceof ApiRequestError && error.status === 401) {
        return null as T
      }
      throw error
    }
  }

/**
 * One client, with the required defaults (docs/requirements/api.md): no retries, no refetch on
 * focus or interval, never stale.
 */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  })
