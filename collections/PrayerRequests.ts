import type {
  CollectionBeforeDeleteHook,
  CollectionBeforeValidateHook,
  CollectionConfig,
} from 'payload'

import { admins, adminsField } from '@/access/admins'
import { prayerTeamOrStaff } from '@/access/prayer-requests'
import { nobody } from '@/access/nobody'
import {
  PRAYER_REQUEST_REQUIRED,
  PRAYER_STATUSES,
  PRAYER_VISIBILITIES,
  PRAYER_VISIBILITY_LABELS,
} from '@/lib/prayer/prayer-options'
import { slugs } from '@/lib/slugs'
import { messages } from '@/lib/validation/messages'
import { isEmail, orBlank } from '@/lib/validation/rules'

import { statusField } from './fields/common'
import { revalidateHooks } from './hooks/revalidate'
import { required, validateWith } from './fields/validate'

/** An anonymous request keeps no name, whatever was sent. */
const dropNameWhenAnonymous: CollectionBeforeValidateHook = ({ data }) =>
  data?.anonymous === true ? { ...data, name: null } : data

/** A request's "I prayed" rows go with it. */
const deleteItsPrayers: CollectionBeforeDeleteHook = async ({ req, id }) => {
  await req.payload.delete({
    collection: slugs.prayerWallPrayers,
    where: { request: { equals: id } },
    overrideAccess: true,
    req,
  })
}

/**
 * Prayer requests (docs/prayer.md). Visitors write through POST /api/prayer-requests; staff read
 * them all, the prayer team only those shared with it (src/access/prayer-requests.ts). Only staff
 * approve one for the wall. The name and email columns are plainly named for the person-data tools.
 */
export const PrayerRequests: CollectionConfig = {
  slug: slugs.prayerRequests,
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'visibility', 'urgent', 'status'] },
  defaultSort: '-createdAt',
  access: {
    read: prayerTeamOrStaff,
    update: prayerTeamOrStaff,
    create: admins,
    delete: admins,
  },
  hooks: {
    // The wall on /prayer is a cached read under this tag (src/server/prayer/public-prayer-wall.ts).
    ...revalidateHooks(slugs.prayerRequests),
    beforeValidate: [dropNameWhenAnonymous],
    beforeDelete: [deleteItsPrayers],
  },
  fields: [
    // What the visitor wrote stays as written; the prayer team only moves a request's status.
    { name: 'anonymous', type: 'checkbox', defaultValue: false, access: { update: adminsField } },
    { name: 'name', type: 'text', access: { update: adminsField } },
    {
      name: 'email',
      type: 'text',
      validate: validateWith(orBlank(isEmail), messages.validEmail),
      access: { update: adminsField },
    },
    {
      name: 'request',
      type: 'textarea',
      required: true,
      validate: required(PRAYER_REQUEST_REQUIRED),
      access: { update: adminsField },
    },
    {
      name: 'visibility',
      type: 'select',
      required: true,
      index: true,
      options: PRAYER_VISIBILITIES.map((value) => ({
        value,
        label: PRAYER_VISIBILITY_LABELS[value],
      })),
      // Who shared it with whom is the visitor's choice, not the staff's.
      access: { update: nobody },
    },
    { name: 'urgent', type: 'checkbox', defaultValue: false, access: { update: adminsField } },
    statusField(PRAYER_STATUSES),
    {
      // Set when staff approve the request for the wall; empty: not on the wall.
      name: 'wallApprovedAt',
      type: 'date',
      index: true,
      access: { update: adminsField },
    },
    {
      name: 'wallApprovedBy',
      type: 'relationship',
      relationTo: slugs.users,
      access: { update: adminsField },
    },
    {
      // Counted by the wall's "I prayed" (one per visitor, prayer-wall-prayers holds who).
      name: 'prayedCount',
      type: 'number',
      defaultValue: 0,
      access: { update: nobody },
    },
  ],
}
