'use client'

import { formatLongDate } from '@/lib/format-date'

import type { EmailDelivery as Delivery } from '@/lib/email-delivery'

import type { ContactMessage, VisitorRequest } from '../../../../payload-types'
import { QueryState } from '../ui/query-state'
import { card, smallButton } from '../ui/styles'
import { useAdminList } from '../use-admin-list'
import { EmailDelivery } from './email-delivery.client'
import { StatusBadge } from './status-badge'
import { useStatusChange } from './use-status-change'

/** Spec section 9: the messages tab shows the first 10 of each list. */
const SHOWN = 10

const CONTACT_PATH = '/api/admin/contact-messages'
const VISITOR_PATH = '/api/admin/visitor-requests'

/** The staff lists send each record's email state in place of the bookkeeping fields. */
type WithDelivery<Record> = Omit<Record, 'emailDelivery'> & { emailDelivery: Delivery | null }

const receivedOn = (createdAt: string) => formatLongDate(createdAt.slice(0, 10))

const ShownCount = ({ shown, total, noun }: { shown: number; total: number; noun: string }) => (
  <p className="text-sm text-slate-700">
    {total > shown ? `The ${shown} newest of ${total} ${noun}.` : `${total} ${noun}.`}
  </p>
)

const ContactMessages = () => {
  const list = useAdminList<WithDelivery<ContactMessage>>(CONTACT_PATH)
  const setStatus = useStatusChange(CONTACT_PATH, {
    responded: 'Message marked as responded',
    archived: 'Message has been archived',
  })
  const messages = (list.data?.items ?? []).slice(0, SHOWN)
  return (
    <section className={card} aria-labelledby="contact-messages-heading">
      <h2 id="contact-messages-heading" className="text-xl font-semibold">
        Contact messages
      </h2>
      <QueryState isLoading={list.isLoading} error={list.error} what="contact messages">
        <ShownCount shown={messages.length} total={list.data?.total ?? 0} noun="messages" />
        <ul className="mt-4 space-y-4">
          {messages.map((message) => {
            const name = `${message.firstName} ${message.lastName}`
            return (
              <li key={message.id} className="rounded border border-slate-200 p-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="font-semibold">{message.subject}</h3>
                  <StatusBadge status={message.status} />
                </div>
                <p className="text-sm text-slate-700">
                  From {name} (
                  <a className="underline" href={`mailto:${message.email}`}>
                    {message.email}
                  </a>
                  ), {receivedOn(message.createdAt)}
                </p>
                <p className="mt-2 whitespace-pre-line">{message.message}</p>
                <EmailDelivery
                  kind="contact-messages"
                  id={message.id}
                  delivery={message.emailDelivery}
                />
                <div className="mt-3 flex flex-wrap gap-2">
                  <button
                    type="button"
                    className={smallButton}
                    disabled={setStatus.isPending}
                    onClick={() => setStatus.mutate({ id: message.id, status: 'responded' })}
                    aria-label={`Mark Responded: the message from ${name}`}
                  >
                    Mark Responded
                  </button>
                  <button
                    type="button"
                    className={smallButton}
                    disabled={setStatus.isPending}
                    onClick={() => setStatus.mutate({ id: message.id, status: 'archived' })}
                    aria-label={`Archive: the message from ${name}`}
                  >
                    Archive
                  </button>
                </div>
              </li>
            )
          })}
        </ul>
      </QueryState>
    </section>
  )
}

const VisitorRequests = () => {
  const list = useAdminList<WithDelivery<VisitorRequest>>(VISITOR_PATH)
  const setStatus = useStatusChange(VISITOR_PATH, {
    contacted: 'Visitor marked as contacted',
    visited: 'Visitor marked as visited',
  })
  const requests = (list.data?.items ?? []).slice(0, SHOWN)
  return (
    <section className={card} aria-labelledby="visitor-requests-heading">
      <h2 id="visitor-requests-heading" className="text-xl font-semibold">
        Plan a Visit requests
      </h2>
      <QueryState isLoading={list.isLoading} error={list.error} what="visit requests">
        <ShownCount shown={requests.length} total={list.data?.total ?? 0} noun="requests" />
        <ul className="mt-4 space-y-4">
          {requests.map((request) => (
            <li key={request.id} className="rounded border border-slate-200 p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-semibold">{request.fullName}</h3>
                <StatusBadge status={request.status} />
              </div>
              <p className="text-sm text-slate-700">
                <a className="underline" href={`mailto:${request.email}`}>
                  {request.email}
                </a>{' '}
                ·{' '}
                <a className="underline" href={`tel:${request.phone}`}>
                  {request.phone}
                </a>{' '}
                · Kids: {request.numberOfKids} · {receivedOn(request.createdAt)}
              </p>
              <div className="mt-3 flex flex-wrap gap-2">
                <button
                  type="button"
                  className={smallButton}
                  disabled={setStatus.isPending}
                  onClick={() => setStatus.mutate({ id: request.id, status: 'contacted' })}
                  aria-label={`Mark Contacted: ${request.fullName}`}
                >
                  Mark Contacted
                </button>
                <button
                  type="button"
                  className={smallButton}
                  disabled={setStatus.isPending}
                  onClick={() => setStatus.mutate({ id: request.id, status: 'visited' })}
                  aria-label={`Mark Visited: ${request.fullName}`}
                >
                  Mark Visited
                </button>
              </div>
            </li>
          ))}
        </ul>
      </QueryState>
    </section>
  )
}

/** Spec: the first 10 contact messages and visit requests, each with its status buttons. */
export const MessagesTab = () => (
  <div className="grid gap-6 xl:grid-cols-2">
    <ContactMessages />
    <VisitorRequests />
  </div>
)
