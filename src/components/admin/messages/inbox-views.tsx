import type { ReactNode } from 'react'

import type { EmailDelivery as Delivery } from '@/lib/email-delivery'
import { formatLongDate } from '@/lib/format-date'
import type { InboxCollection } from '@/lib/forms/registry'

import type { ContactMessage, VisitorRequest } from '../../../../payload-types'
import type { InboxItem } from './inbox-section.client'

/** The staff lists send each record's email state in place of the bookkeeping fields. */
type WithDelivery<Record> = Omit<Record, 'emailDelivery'> & { emailDelivery: Delivery | null }

/** How one submission reads in its section: its heading, who sent it, and its details. */
export type ItemView<Item> = {
  heading: (item: Item) => string
  from: (item: Item) => string
  details: (item: Item) => ReactNode
}

const receivedOn = (createdAt: string) => formatLongDate(createdAt.slice(0, 10))

const fullName = (message: WithDelivery<ContactMessage>) =>
  `${message.firstName} ${message.lastName}`

const contactMessageView: ItemView<WithDelivery<ContactMessage>> = {
  heading: (message) => message.subject,
  from: (message) => `the message from ${fullName(message)}`,
  details: (message) => (
    <>
      <p className="text-sm text-slate-700">
        From {fullName(message)} (
        <a className="underline" href={`mailto:${message.email}`}>
          {message.email}
        </a>
        ), {receivedOn(message.createdAt)}
      </p>
      <p className="mt-2 whitespace-pre-line">{message.message}</p>
    </>
  ),
}

const visitorRequestView: ItemView<WithDelivery<VisitorRequest>> = {
  heading: (request) => request.fullName,
  from: (request) => request.fullName,
  details: (request) => (
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
  ),
}

/**
 * How the Messages tab shows each inbox form's submissions. Every inbox form needs a view here:
 * a form added to src/lib/forms/registry.ts without one fails the typecheck.
 */
export const inboxViews = {
  'contact-messages': contactMessageView,
  'visitor-requests': visitorRequestView,
} satisfies Record<InboxCollection, unknown> as unknown as Record<
  InboxCollection,
  ItemView<InboxItem>
>
