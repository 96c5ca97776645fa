'use client'

import { useQuery } from '@tanstack/react-query'

import { apiRequest } from '@/lib/api/api-request'

/** The dashboard fetches at most this many of anything (docs/requirements/dashboard.md). */
export const ADMIN_LIST_LIMIT = 100

export type AdminList<T> = { items: T[]; total: number }

/**
 * A dashboard list: GET the path with limit=100. X-Total-Count (when the route sends it) says
 * how many exist, so the tab can say when it shows only the first 100.
 */
export const useAdminList = <T>(path: string, params: Record<string, string> = {}) =>
  useQuery<AdminList<T>>({
    queryKey: [path, params],
    queryFn: async () => {
      const search = new URLSearchParams({ ...params, limit: String(ADMIN_LIST_LIMIT) })
      const response = await apiRequest('GET', `${path}?${search}`)
      const items = (await response.json()) as T[]
      const total = Number(response.headers.get('X-Total-Count') ?? items.length)
      return { items, total }
    },
  })
