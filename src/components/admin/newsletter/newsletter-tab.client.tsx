'use client'

import { formatLongDate } from '@/lib/format-date'

import type { NewsletterSubscriber } from '../../../../payload-types'
import { ListCount } from '../ui/list-count'
import { QueryState } from '../ui/query-state'
import { card } from '../ui/styles'
import { useAdminList } from '../use-admin-list'

/**
 * The subscriber list; active or inactive is shown, not changed, here
 * (docs/requirements/dashboard.md).
 */
export const NewsletterTab = () => {
  const list = useAdminList<NewsletterSubscriber>('/api/admin/newsletters')
  const subscribers = list.data?.items ?? []
  return (
    <section className={card} aria-labelledby="newsletter-heading">
      <h2 id="newsletter-heading" className="text-xl font-semibold">
        Newsletter subscribers
      </h2>
      <QueryState isLoading={list.isLoading} error={list.error} what="subscribers">
        <ListCount
          shown={subscribers.length}
          total={list.data?.total ?? 0}
          noun="subscribers"
          one="subscriber"
        />
        {subscribers.length === 0 ? (
          <p className="py-4 text-slate-700">No subscribers yet.</p>
        ) : (
          <div className="mt-4 overflow-x-auto">
            <table className="w-full min-w-[32rem] text-left text-sm">
              <thead className="border-b border-slate-300 text-slate-700">
                <tr>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Email
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Name
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Subscribed
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Status
                  </th>
                </tr>
              </thead>
              <tbody>
                {subscribers.map((subscriber) => (
                  <tr key={subscriber.id} className="border-b border-slate-200">
                    <td className="px-3 py-2">{subscriber.email}</td>
                    <td className="px-3 py-2">
                      {[subscriber.firstName, subscriber.lastName].filter(Boolean).join(' ')}
                    </td>
                    <td className="px-3 py-2">
                      {formatLongDate(subscriber.createdAt.slice(0, 10))}
                    </td>
                    <td className="px-3 py-2">
                      {subscriber.isActive === false ? 'Inactive' : 'Active'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryState>
    </section>
  )
}
