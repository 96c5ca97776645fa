import { inboxForms, type InboxForm } from '@/lib/forms/registry'
import {
  siteConfigBodySchema,
  staffNoteBodySchema,
  statusBodySchema,
} from '@/lib/schemas/admin-writes'
import { orList } from '@/lib/text/or-list'
import { updateForStaff } from '@/server/admin/write-for-staff'
import { updateSiteConfig } from '@/server/admin/update-site-config'
import { staffSiteConfig } from '@/server/publishing/globals/staff-global-forms'
import { parseId } from '@/server/api/ids'
import { markNotSpam } from '@/server/forms/mark-not-spam'

import { doc, message } from './responses'
import { route } from './types'

type Inbox = InboxForm['inbox']

/** PUT /api/admin/<collection>/:id – staff move a submission to another status. */
const statusRoute = ({ collection, statuses, singular, label, one }: Inbox) =>
  route({
    method: 'PUT',
    path: `/admin/${collection}/:id`,
    access: 'admin',
    summary: `Set a ${singular}'s status: ${orList(statuses)}`,
    responses: { 200: doc(`The ${one}`, collection) },
    body: statusBodySchema(statuses),
    handler: ({ payload, user, params, body }) =>
      updateForStaff({ payload, user }, collection, parseId(params.id, label), body, label),
  })

/** PUT /api/admin/<collection>/:id/staff-note – staff's own note on what a visitor sent. */
const staffNoteRoute = ({ collection, label }: Inbox) =>
  route({
    method: 'PUT',
    path: `/admin/${collection}/:id/staff-note`,
    access: 'admin',
    summary: `Keep a staff note on a ${label.toLowerCase()} ("" clears it); never shown to the visitor`,
    responses: { 200: doc(`The ${label.toLowerCase()}`, collection) },
    body: staffNoteBodySchema,
    handler: ({ payload, user, params, body }) =>
      updateForStaff({ payload, user }, collection, parseId(params.id, label), body, label),
  })

/** POST /api/admin/<collection>/:id/not-spam – a flagged post is delivered as if just arrived. */
const notSpamRoute = ({ collection, singular, label }: Inbox) =>
  route({
    method: 'POST',
    path: `/admin/${collection}/:id/not-spam`,
    access: 'admin',
    summary: `Mark a flagged ${singular} as not spam: it joins the inbox as new and its emails are sent`,
    responses: { 200: message('Moved to the inbox, emails queued') },
    handler: ({ payload, user, params }) =>
      markNotSpam(payload, user, collection, parseId(params.id, label), label),
  })

export const adminSettingsAndMessageRoutes = [
  route({
    method: 'GET',
    path: '/admin/site-config',
    access: 'admin',
    summary:
      'The site configuration as last saved (a pending draft included) and its publishing state, for the settings form',
    responses: { 200: doc('The settings for the form', 'StaffSiteConfigForm') },
    handler: ({ payload }) => staffSiteConfig(payload),
  }),
  route({
    method: 'PUT',
    path: '/admin/site-config',
    access: 'admin',
    summary:
      'Update the site configuration; status draft saves a draft (publishAt: when it goes live); answers with what staff may see, as last saved',
    responses: { 200: doc('The saved configuration', 'StaffSiteConfig') },
    body: siteConfigBodySchema,
    handler: ({ payload, user, body }) => updateSiteConfig(payload, user, body),
  }),
  ...inboxForms.map(({ inbox }) => statusRoute(inbox)),
  ...inboxForms.map(({ inbox }) => staffNoteRoute(inbox)),
  ...inboxForms.map(({ inbox }) => notSpamRoute(inbox)),
]
