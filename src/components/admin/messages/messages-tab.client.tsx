'use client'

import type { ReactNode } from 'react'

import type { EmailDelivery as Delivery } from '@/lib/email-delivery'
import { formatLongDate } from '@/lib/format-date'
import { inboxForms, type InboxCollection } from '@/lib/forms/registry'

import type { ContactMessage, VisitorRequest } from '../../../../payload-types'
import { InboxSection, type InboxItem } from './inbox-section.client'

/** The staff lists send each record's email state in place of the bookkeeping fields. */
type WithDelivery<Record> = Omit<Record, 'emailDelivery'> & { emailDelivery: Delivery | null }

/** How one submission reads in its section: its heading, who sent it, and its details. */
type ItemView<Item> = {
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
 * Every inbox form needs a view here: a form added to src/lib/forms/registry.ts without one
 * fails the typecheck.
 */
const views = {
  'contact-messages': contactMessageView,
  'visitor-requests': visitorRequestView,
} satisfies Record<InboxCollection, unknown> as unknown as Record<
  InboxCollection,
  ItemView<InboxItem>
>

/**
 * The first 10 submissions of each inbox form (contact messages, visit requests), each with its
 * status buttons (docs/requirements/dashboard.md).
 */
export const MessagesTab = () => (
  <div className="grid gap-6 xl:grid-cols-2">
    {inboxForms.map(({ inbox: { collection, title, one, noun, statuses, actions } }) => (
      <InboxSection
        key={collection}
        kind={collection}
        title={title}
        one={one}
        noun={noun}
        statuses={statuses}
        actions={actions}
        {...views[collection]}
      />
    ))}
  </div>
)
