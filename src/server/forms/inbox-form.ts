import type { DataFromCollectionSlug, Payload } from 'payload'
import type { z } from 'zod/mini'

import type { InboxForm } from '@/lib/forms/registry'
import type { SpamReason } from '@/lib/spam-reasons'
import { SEND_RECORD_EMAILS_TASK, type RecordEmail } from '@/server/email/record-emails'

import type { SiteConfig } from '../../../payload-types'
import type { InboxRecord, InboxServerForm, ServerForm } from './server-form'
import { submitToInbox } from './submit-to-inbox'

type InboxFormParts<Form extends InboxForm, Schema extends z.ZodMiniObject> = Pick<
  ServerForm,
  'summary' | 'responses'
> & {
  declaration: Form
  body: Schema
  /** The emails one record sends, in the order they go out: the office notice first. */
  emails: (
    record: DataFromCollectionSlug<Form['inbox']['collection']>,
    config: SiteConfig,
  ) => RecordEmail[]
}

/**
 * Declares an inbox form: what every one of them shares (stored in its collection with status
 * 'new', answered 201 with the record's id, mailed by the send-record-emails task) is filled in.
 */
export const defineInboxForm = <Form extends InboxForm, Schema extends z.ZodMiniObject>({
  emails,
  ...parts
}: InboxFormParts<Form, Schema>): InboxServerForm => ({
  ...parts,
  stores: parts.declaration.inbox.collection,
  emailTask: SEND_RECORD_EMAILS_TASK,
  submit: async (payload: Payload, body: object) => ({
    status: 201,
    body: await submitToInbox(payload, parts.declaration, body),
  }),
  submitFlagged: async (payload: Payload, body: object, reason: SpamReason) => ({
    status: 201,
    body: await submitToInbox(payload, parts.declaration, body, reason),
  }),
  // The email task looks the form up by the record's collection, so the record is this form's.
  emails: emails as (record: InboxRecord, config: SiteConfig) => RecordEmail[],
})
