import { CONTACT_SENT_MESSAGE, SUBSCRIBED_MESSAGE, VISIT_REQUESTED_MESSAGE } from '../form-messages'
import { JOIN_SENT_MESSAGE } from '../groups/group-options'
import { PRAYER_SENT_MESSAGE } from '../prayer/prayer-options'
import { slugs } from '../slugs'
import { CONTACT_MESSAGE_STATUSES, VISITOR_REQUEST_STATUSES } from '../statuses'

/**
 * The public forms, each declared once (docs/forms.md). This is the browser-safe half: names,
 * words and statuses, which the dashboard's Messages tab reads too. What the server does with a
 * submission (schema, limits, storage, emails, OpenAPI entry) is in src/server/forms/registry.ts.
 * The body schemas stay out of this file on purpose: a client component that imports it must not
 * pull every form's validation into its bundle.
 */

/** A staff button that moves an inbox item to a status, and the toast it shows. */
export type StatusAction = { status: string; label: string; toast: string }

/** A form whose submissions land in the dashboard's inbox: stored, emailed, given a status. */
export type InboxDeclaration = {
  /** The collection that stores the submissions; also the /api/admin/<collection> path. */
  collection: string
  /** Every status, the first being 'new' (src/lib/statuses.ts). */
  statuses: readonly string[]
  /** The dashboard section's heading, and the staff list's summary. */
  title: string
  /** The staff list's response, in the OpenAPI document. */
  listed: string
  /** One submission in a sentence ("a contact message"). */
  singular: string
  /** One submission in an error ("Message not found") and in the staff-note route. */
  label: string
  /** What the dashboard counts: one 'message', several 'messages'. */
  one: string
  noun: string
  /** The status buttons; the one back to 'new' shows only on items that have moved on. */
  actions: readonly StatusAction[]
}

export type PublicFormDeclaration = {
  /** Names the form's rate-limit buckets (form-ip-<kind>, form-email-<kind>). */
  kind: string
  /** POST /api<path> receives it. */
  path: string
  /** The success text the /api answers with and the browser form shows. */
  sentMessage: string
  /** null: the form keeps no inbox (the newsletter's subscribers have their own tab). */
  inbox: InboxDeclaration | null
}

/** In the order the /api route table lists them. */
export const publicForms = [
  {
    kind: 'newsletter',
    path: '/newsletter/subscribe',
    sentMessage: SUBSCRIBED_MESSAGE,
    inbox: null,
  },
  {
    kind: 'contact',
    path: '/contact',
    sentMessage: CONTACT_SENT_MESSAGE,
    inbox: {
      collection: slugs.contactMessages,
      statuses: CONTACT_MESSAGE_STATUSES,
      title: 'Contact messages',
      listed: 'Contact messages',
      singular: 'contact message',
      label: 'Message',
      one: 'message',
      noun: 'messages',
      actions: [
        { status: 'responded', label: 'Mark Responded', toast: 'Message marked as responded' },
        { status: 'archived', label: 'Archive', toast: 'Message has been archived' },
        { status: 'new', label: 'Set back to New', toast: 'Message set back to new' },
      ],
    },
  },
  {
    kind: 'visit',
    path: '/visitor-requests',
    sentMessage: VISIT_REQUESTED_MESSAGE,
    inbox: {
      collection: slugs.visitorRequests,
      statuses: VISITOR_REQUEST_STATUSES,
      title: 'Plan a Visit requests',
      listed: 'Visit requests',
      singular: 'visit request',
      label: 'Visit request',
      one: 'request',
      noun: 'requests',
      actions: [
        { status: 'contacted', label: 'Mark Contacted', toast: 'Visitor marked as contacted' },
        { status: 'visited', label: 'Mark Visited', toast: 'Visitor marked as visited' },
        { status: 'new', label: 'Set back to New', toast: 'Visitor set back to new' },
      ],
    },
  },
  {
    kind: 'prayer',
    path: '/prayer-requests',
    sentMessage: PRAYER_SENT_MESSAGE,
    // Prayer requests have their own role-restricted inbox (docs/prayer.md), not the Messages tab.
    inbox: null,
  },
  {
    kind: 'group-join',
    path: '/group-join-requests',
    sentMessage: JOIN_SENT_MESSAGE,
    // Requests to join are answered in the Groups tab, per group (docs/groups.md).
    inbox: null,
  },
] as const satisfies readonly PublicFormDeclaration[]

/** One entry of publicForms, with its literal names. */
export type PublicFormEntry = (typeof publicForms)[number]
type Declared = PublicFormEntry

export type PublicFormKind = Declared['kind']

/** A form with an inbox, and the collection it stores into. */
export type InboxForm = Extract<Declared, { inbox: object }>
export type InboxCollection = InboxForm['inbox']['collection']

/** The declaration of one form, by kind. */
export const publicForm = <Kind extends PublicFormKind>(kind: Kind) =>
  publicForms.find((form) => form.kind === kind) as Extract<Declared, { kind: Kind }>

const hasInbox = (form: Declared): form is InboxForm => form.inbox !== null

/** The forms staff answer in the Messages tab, in the order it shows them. */
export const inboxForms: readonly InboxForm[] = publicForms.filter(hasInbox)

/** The inbox collections, e.g. for the email task's input options. */
export const INBOX_COLLECTIONS: readonly InboxCollection[] = inboxForms.map(
  ({ inbox }) => inbox.collection,
)
