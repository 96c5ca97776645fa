import type {
  CollectionBeforeDeleteHook,
  CollectionBeforeValidateHook,
  CollectionConfig,
} from 'payload'

import { admins, adminsField } from '@/access/admins'
import { anyone } from '@/access/anyone'
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

/** A group's page is /groups/<slug>: named from the group unless staff chose one. */
const slugFromName: CollectionBeforeValidateHook = ({ data }) =>
  data && isBlank(data.slug) && typeof data.name === 'string'
    ? { ...data, slug: slugify(data.name) }
    : data

/** A group's join requests go with it: they name the group and mean nothing without it. */
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
 * keeps the names only.
 */
export const Groups: CollectionConfig = {
  slug: slugs.groups,
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'category', 'meetingDay', 'status'] },
  defaultSort: 'name',
  access: { read: anyone, create: admins, update: admins, delete: admins },
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
}
