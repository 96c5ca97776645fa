import type {
  CollectionBeforeDeleteHook,
  CollectionBeforeValidateHook,
  CollectionConfig,
} from 'payload'

import { admins, adminsField } from '@/access/admins'
import { anyoneButTrashForStaff } from '@/access/anyone-but-trash-for-staff'
import { slugify } from '@/lib/content/slugify'
import { WEEKDAY_CODES, WEEKDAY_NAMES } from '@/lib/calendar/repeat-choice'
import {
  GROUP_CATEGORIES,
  GROUP_CATEGORY_LABELS,
  GROUP_NAME_REQUIRED,
  GROUP_STATUSES,
  GROUP_STATUS_LABELS,
  LEADER_NEEDS_CONTACT,
  MEETING_RULE_UNREADABLE,
} from '@/lib/groups/group-options'
import { isReadableMeetingRule } from '@/lib/groups/meeting-words'
import { slugs } from '@/lib/slugs'
import { isBlank } from '@/lib/validation/rules'

import { imageUrlField, optionalEmailField, timeField } from './fields/common'
import { required } from './fields/validate'
import { revalidateHooks } from './hooks/revalidate'
import { withTrash } from './trash/with-trash'

/** A group's page is /groups/<slug>: named from the group unless staff chose one. */
const slugFromName: CollectionBeforeValidateHook = ({ data }) =>
  data && isBlank(data.slug) && typeof data.name === 'string'
    ? { ...data, slug: slugify(data.name) }
    : data

/**
 * A group's join requests go with it when it is deleted for good (from the trash, or by the
 * purge): they name the group and mean nothing without it. Moving it to the trash keeps them.
 */
const deleteItsJoinRequests: CollectionBeforeDeleteHook = async ({ req, id }) => {
  await req.payload.delete({
    collection: slugs.groupJoinRequests,
    where: { group: { equals: id } },
    overrideAccess: true,
    req,
  })
}

type Leader = { user?: unknown; name?: string | null; email?: string | null }

const leaderProblem = (leaders: unknown): true | string =>
  !Array.isArray(leaders) ||
  (leaders as Leader[]).every(
    (leader) => leader.user || (!isBlank(leader.name) && !isBlank(leader.email)),
  )
    ? true
    : LEADER_NEEDS_CONTACT

/**
 * Small groups, Bible studies, ministries and classes (docs/groups.md). Everyone reads them; only
 * staff read the leaders, whose addresses never leave the server: the public pages show leaders'
 * names through src/server/groups/public-groups.ts, which reads with the server's authority and
 * keeps the names only. A deleted group goes to the trash (docs/trash.md): gone from the public
 * pages and the join form until staff restore it.
 */
export const Groups: CollectionConfig = withTrash({
  slug: slugs.groups,
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'category', 'meetingDay', 'status'] },
  defaultSort: 'name',
  access: { read: anyoneButTrashForStaff, create: admins, update: admins, delete: admins },
  hooks: {
    ...revalidateHooks(slugs.groups),
    beforeValidate: [slugFromName],
    beforeDelete: [deleteItsJoinRequests],
  },
  fields: [
    { name: 'name', type: 'text', required: true, validate: required(GROUP_NAME_REQUIRED) },
    { name: 'slug', type: 'text', unique: true, index: true },
    { name: 'description', type: 'textarea' },
    {
      name: 'category',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'small-group',
      options: GROUP_CATEGORIES.map((value) => ({ value, label: GROUP_CATEGORY_LABELS[value] })),
    },
    {
      name: 'meetingDay',
      type: 'select',
      index: true,
      options: WEEKDAY_CODES.map((value) => ({ value, label: WEEKDAY_NAMES[value] })),
    },
    timeField({ name: 'meetingTime' }),
    {
      // The events' repeat rule, for a group that does not simply meet every week.
      name: 'meetingRule',
      type: 'text',
      validate: (value: unknown) =>
        isBlank(value) || isReadableMeetingRule(String(value)) ? true : MEETING_RULE_UNREADABLE,
    },
    {
      name: 'area',
      type: 'text',
      index: true,
      admin: { description: 'The area or neighbourhood, never a home address.' },
    },
    { name: 'childcare', type: 'checkbox', defaultValue: false },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'open',
      index: true,
      options: GROUP_STATUSES.map((value) => ({ value, label: GROUP_STATUS_LABELS[value] })),
    },
    imageUrlField({ name: 'imageUrl' }),
    { name: 'featured', type: 'checkbox', defaultValue: false, index: true },
    {
      name: 'leaders',
      type: 'array',
      access: { read: adminsField, create: adminsField, update: adminsField },
      validate: leaderProblem,
      fields: [
        { name: 'user', type: 'relationship', relationTo: slugs.users },
        { name: 'name', type: 'text' },
        optionalEmailField({ name: 'email' }),
      ],
    },
  ],
})
