import type { EmailDeliveryKind } from '@/lib/email-delivery'
import {
  contactMessageStatusBodySchema,
  siteConfigBodySchema,
  staffNoteBodySchema,
  visitorRequestStatusBodySchema,
} from '@/lib/schemas/admin-writes'
import { slugs } from '@/lib/slugs'
import { updateForStaff } from '@/server/admin/write-for-staff'
import { updateSiteConfig } from '@/server/admin/update-site-config'
import { parseId } from '@/server/api/ids'

import { doc } from './responses'
import { route } from './types'

/** PUT /api/admin/<kind>/:id/staff-note – staff's own note on what a visitor sent. */
const staffNoteRoute = (kind: EmailDeliveryKind, label: string) =>
  route({
    method: 'PUT',
    path: `/admin/${kind}/:id/staff-note`,
    access: 'admin',
    summary: `Keep a staff note on a ${label.toLowerCase()} ("" clears it); never shown to the visitor`,
    responses: { 200: doc(`The ${label.toLowerCase()}`, kind) },
    body: staffNoteBodySchema,
    handler: ({ payload, user, params, body }) =>
      updateForStaff({ payload, user }, kind, parseId(params.id, label), body, label),
  })

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
  staffNoteRoute(slugs.contactMessages, 'Message'),
  staffNoteRoute(slugs.visitorRequests, 'Visit request'),
]
