import type { InboxCollection } from '@/lib/forms/registry'

import { contactForm } from './kinds/contact'
import { groupJoinForm } from './kinds/group-join'
import { newsletterForm } from './kinds/newsletter'
import { prayerForm } from './kinds/prayer'
import { visitForm } from './kinds/visit'
import type { InboxServerForm, ServerForm } from './server-form'

/**
 * Every public form's server half, in the order the /api route table lists them (the same as
 * publicForms in src/lib/forms/registry.ts). endpoints/forms.ts makes one route of each.
 */
export const serverForms: readonly ServerForm[] = [
  newsletterForm,
  contactForm,
  visitForm,
  prayerForm,
  groupJoinForm,
]

const isInboxForm = (form: ServerForm): form is InboxServerForm => form.declaration.inbox !== null

/** The forms whose records the send-record-emails task mails, by their collection. */
export const inboxServerForms: readonly InboxServerForm[] = serverForms.filter(isInboxForm)

/** The form whose records a collection holds; the email task finds the emails to send here. */
export const inboxServerForm = (collection: InboxCollection): InboxServerForm => {
  const form = inboxServerForms.find(({ stores }) => stores === collection)
  // A kind the task's input options allow always has a form (tests/unit/form-registry.test.ts).
  if (!form) throw new Error(`No public form stores ${collection}`)
  return form
}
