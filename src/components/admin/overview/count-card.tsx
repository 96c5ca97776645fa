'use client'

import { card } from '../ui/styles'
import { useAdminList } from '../use-admin-list'

/** One overview number: how many exist in all (X-Total-Count), not just the first 100. */
export const CountCard = ({ label, path }: { label: string; path: string }) => {
  const list = useAdminList<unknown>(path)
  return (
    <div className={card}>
      <p className="text-sm font-medium text-slate-700">{label}</p>
      <p className="mt-1 text-3xl font-bold" aria-live="polite">
        {list.isLoading ? '…' : list.error ? '—' : list.data?.total.toLocaleString('en-US')}
      </p>
    </div>
  )
}
