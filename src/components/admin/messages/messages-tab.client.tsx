'use client'

import type { EmailDelivery as Delivery } from '@/lib/email-delivery'
import { formatLongDate } from '@/lib/format-date'
import { CONTACT_MESSAGE_STATUSES, VISITOR_REQUEST_STATUSES } from '@/lib/statuses'

import type { ContactMessage, VisitorRequest } from '../../../../payload-types'
import { InboxSection } from './inbox-section.client'

/** The staff lists send each record's email state in place of the bookkeeping fields. */
type WithDelivery<Record> = Omit<Record, 'emailDelivery'> & { emailDelivery: Delivery | null }

const receivedOn = (createdAt: string) => formatLongDate(createdAt.slice(0, 10))

const fullName = (message: WithDelivery<ContactMessage>) =>
  `${message.firstName} ${message.lastName}`

/**
 * The first 10 contact messages and visit requests, each with its status buttons
 * (docs/requirements/dashboard.md).
 */
export const MessagesTab = () => (
  <div className="grid gap-6 xl:grid-cols-2">
    <InboxSection<WithDelivery<ContactMessage>>
      kind="contact-messages"
      title="Contact messages"
      one="message"
      noun="messages"
      statuses={CONTACT_MESSAGE_STATUSES}
      actions={[
        { status: 'responded', label: 'Mark Responded', toast: 'Message marked as responded' },
        { status: 'archived', label: 'Archive', toast: 'Message has been archived' },
        { status: 'new', label: 'Set back to New', toast: 'Message set back to new' },
      ]}
      heading={(message) => message.subject}
      from={(message) => `the message from ${fullName(message)}`}
      details={(message) => (
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
      )}
    />
    <InboxSection<WithDelivery<VisitorRequest>>
      kind="visitor-requests"
      title="Plan a Visit requests"
      one="request"
      noun="requests"
      statuses={VISITOR_REQUEST_STATUSES}
      actions={[
        { status: 'contacted', label: 'Mark Contacted', toast: 'Visitor marked as contacted' },
        { status: 'visited', label: 'Mark Visited', toast: 'Visitor marked as visited' },
        { status: 'new', label: 'Set back to New', toast: 'Visitor set back to new' },
      ]}
      heading={(request) => request.fullName}
      from={(request) => request.fullName}
      details={(request) => (
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
      )}
    />
  </div>
)
