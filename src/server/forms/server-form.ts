import type { DataFromCollectionSlug, Payload } from 'payload'
import type { z } from 'zod/mini'

import type { Responses } from '@endpoints/types'
import type { InboxCollection, InboxForm, PublicFormEntry } from '@/lib/forms/registry'
import type { CollectionSlug } from '@/lib/slugs'
import type { SpamReason } from '@/lib/spam-reasons'

import type { SiteConfig } from '../../../payload-types'
import type { RecordEmail } from '../email/record-emails'

/** What a form's handler answers a real submission with. */
export type FormAnswer = { status: 200 | 201; body: object }

/** A record of an inbox form, as its email task reads it. */
export type InboxRecord = DataFromCollectionSlug<InboxCollection>

/**
 * The server's half of a public form (docs/forms.md). The route, its rate limits and spam check
 * come from endpoints/forms.ts's one factory; the form says what differs.
 */
export type ServerForm = {
  declaration: PublicFormEntry
  /** The collection a submission is stored in. */
  stores: CollectionSlug
  /** The route's one line in the OpenAPI document and the README's table. */
  summary: string
  responses: Responses
  /** The fields the browser form sends (zod/mini, shared with it); the spam traps are added. */
  body: z.ZodMiniObject
  /** The Payload job task that sends the form's emails. */
  emailTask: string
  /** Stores a real submission (not spam, within the limits) and queues its emails. */
  submit: (payload: Payload, body: Record<string, unknown>) => Promise<FormAnswer>
  /**
   * Keeps a post the spam checks flagged for staff to judge, sending nothing, and answers exactly
   * as submit does. A form without it does not judge the traps (the newsletter: its confirmation
   * link is the defence, and autofill can beat the fill-time trap on its one field).
   */
  submitFlagged?: (
    payload: Payload,
    body: Record<string, unknown>,
    reason: SpamReason,
  ) => Promise<FormAnswer>
}

/** An inbox form also says which emails one of its records sends, in the order they go out. */
export type InboxServerForm = ServerForm & {
  declaration: InboxForm
  stores: InboxCollection
  emails: (record: InboxRecord, config: SiteConfig) => RecordEmail[]
}

/** Declares a form with its submit typed by its body schema. */
export const defineForm = <Schema extends z.ZodMiniObject>(
  form: Omit<ServerForm, 'body' | 'submit'> & {
    body: Schema
    submit: (payload: Payload, body: z.infer<Schema>) => Promise<FormAnswer>
  },
): ServerForm => form as unknown as ServerForm
