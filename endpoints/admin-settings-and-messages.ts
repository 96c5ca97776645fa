import {
  contactMessageStatusBodySchema,
  siteConfigBodySchema,
  visitorRequestStatusBodySchema,
} from '@/lib/schemas/admin-writes'
import { slugs } from '@/lib/slugs'
import { updateForStaff } from '@/server/admin/write-for-staff'
import { updateSiteConfig } from '@/server/admin/update-site-config'
import { parseId } from '@/server/api/ids'

import { doc } from './responses'
import { route } from './types'

export const adminSettingsAndMessageRoutes = [
  route({
    method: 'PUT',
    path: '/admin/site-config',
    access: 'admin',
    summary: 'Update the site configuration; answers with what staff may see',
    responses: { 200: doc('The saved configuration', 'StaffSiteConfig') },
    body: siteConfigBodySchema,
    handler: ({ payload, user, body }) => updateSiteConfig(payload, user, body),
  }),
  route({
    method: 'PUT',
    path: '/admin/contact-messages/:id',
    access: 'admin',
    summary: "Set a contact message's status: new, responded or archived",
    responses: { 200: doc('The message', 'contact-messages') },
    body: contactMessageStatusBodySchema,
    handler: ({ payload, user, params, body }) =>
      updateForStaff(
        { payload, user },
        slugs.contactMessages,
        parseId(params.id, 'Message'),
        body,
        'Message',
      ),
  }),
  route({
    method: 'PUT',
    path: '/admin/visitor-requests/:id',
    access: 'admin',
    summary: "Set a visit request's status: new, contacted or visited",
    responses: { 200: doc('The request', 'visitor-requests') },
    body: visitorRequestStatusBodySchema,
    handler: ({ payload, user, params, body }) =>
      updateForStaff(
        { payload, user },
        slugs.visitorRequests,
        parseId(params.id, 'Visit request'),
        body,
        'Visit request',
      ),
  }),
]
