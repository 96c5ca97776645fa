'use client'

import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { buttonClasses } from '@/components/ui/styles'
import { formatLongDate } from '@/lib/format-date'

import type { NewsletterSubscriber } from '../../../../payload-types'
import { useDeleteItem } from '../content/use-delete-item'
import { ConfirmDialog } from '../ui/confirm-dialog.client'
import { ListCount } from '../ui/list-count'
import { QueryState } from '../ui/query-state'
import { card } from '../ui/styles'
import { useAdminList } from '../use-admin-list'
import { AddSubscriberForm } from './add-subscriber-form.client'

const LIST_PATH = '/api/admin/newsletters'

/**
 * The subscriber list; active or inactive is shown, not changed, here
 * (docs/requirements/dashboard.md). Staff can download every subscriber as CSV and remove one.
 */
export const NewsletterTab = () => {
  const list = useAdminList<NewsletterSubscriber>(LIST_PATH)
  const subscribers = list.data?.items ?? []
  const [removing, setRemoving] = useState<NewsletterSubscriber | null>(null)
  const remove = useDeleteItem(
    LIST_PATH,
    [[LIST_PATH]],
    () => setRemoving(null),
    'Subscriber removed',
  )
  return (
    <section className={card} aria-labelledby="newsletter-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="newsletter-heading" className="text-xl font-semibold">
          Newsletter subscribers
        </h2>
        {/* A plain link: the browser downloads the file with the staff session's cookie. */}
        <a className={buttonClasses.secondary} href={`${LIST_PATH}/export`} download>
          Export CSV
        </a>
      </div>
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
                  <th scope="col" className="px-3 py-2 font-semibold">
                    <span className="sr-only">Actions</span>
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
                    <td className="px-3 py-2 text-right">
                      <Button
                        type="button"
                        variant="smallDanger"
                        onClick={() => setRemoving(subscriber)}
                        aria-label={`Remove ${subscriber.email}`}
                      >
                        Remove
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryState>
      <AddSubscriberForm listPath={LIST_PATH} />
      <ConfirmDialog
        open={removing !== null}
        title="Remove subscriber?"
        message={
          removing
            ? `Remove ${removing.email} from the newsletter list? This cannot be undone.`
            : ''
        }
        confirmLabel="Remove"
        pending={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.id)}
        onCancel={() => setRemoving(null)}
      />
    </section>
  )
}
