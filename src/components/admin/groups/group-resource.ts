import { z } from 'zod'

import { WEEKDAY_CODES, WEEKDAY_NAMES } from '@/lib/calendar/repeat-choice'
import {
  GROUP_CATEGORIES,
  GROUP_CATEGORY_LABELS,
  GROUP_STATUSES,
  GROUP_STATUS_LABELS,
} from '@/lib/groups/group-options'
import { meetingInWords } from '@/lib/groups/meeting-words'
import { groupFields, type GroupForStaff } from '@/lib/schemas/groups'
import { writeBody } from '@/lib/schemas/write-body'

import type { AdminResource, FieldSpec } from '../content/resources'

export const GROUPS_LIST_PATH = '/api/admin/groups'

/** A leader row as the leaders editor holds it: an account, or a typed name and email. */
export type LeaderRow = { id?: string | null; user: number | null; name: string; email: string }

const fields: FieldSpec<keyof GroupForStaff & string>[] = [
  { name: 'name', label: 'Name', kind: 'text', required: true },
  {
    name: 'category',
    label: 'Category',
    kind: 'select',
    required: true,
    options: GROUP_CATEGORIES,
    optionLabels: GROUP_CATEGORY_LABELS,
  },
  {
    name: 'status',
    label: 'Status',
    kind: 'select',
    required: true,
    options: GROUP_STATUSES,
    optionLabels: GROUP_STATUS_LABELS,
    hint: 'A full or closed group takes no requests to join',
  },
  {
    name: 'meetingDay',
    label: 'Meeting day',
    kind: 'select',
    options: WEEKDAY_CODES,
    optionLabels: WEEKDAY_NAMES,
    emptyOption: 'No set day',
  },
  { name: 'meetingTime', label: 'Meeting time', kind: 'time' },
  { name: 'meetingRule', label: 'Repeat', kind: 'meeting-rule' },
  {
    name: 'area',
    label: 'Area',
    kind: 'text',
    hint: 'The area or neighbourhood, never a home address: visitors read it',
  },
  { name: 'description', label: 'Short description', kind: 'textarea' },
  { name: 'imageUrl', label: 'Image URL', kind: 'image', hint: 'A link, or upload an image below' },
  { name: 'childcare', label: 'Childcare offered', kind: 'checkbox' },
  { name: 'featured', label: 'Featured on the home page', kind: 'checkbox' },
  { name: 'leaders', label: 'Leaders', kind: 'leaders' },
]

/** The form holds "no set day" as an empty choice; the server stores it as null. */
const formSchema = writeBody('groups', {
  ...groupFields,
  meetingDay: z.union([z.enum(WEEKDAY_CODES), z.literal('')]).nullish(),
})

const leaderRows = (group: GroupForStaff | null): LeaderRow[] =>
  (group?.leaders ?? []).map((leader) => ({
    id: leader.id ?? null,
    user: typeof leader.user === 'object' && leader.user ? leader.user.id : (leader.user ?? null),
    name: leader.name ?? '',
    email: leader.email ?? '',
  }))

/** The Groups tab's list and its Add/Edit dialog (docs/groups.md). */
export const groupResource: AdminResource<GroupForStaff> = {
  label: 'Group',
  one: 'group',
  plural: 'groups',
  listPath: GROUPS_LIST_PATH,
  writePath: '/api/admin/groups',
  formSchema,
  fields,
  columns: [
    { header: 'Name', cell: (group) => group.name },
    { header: 'Meets', cell: meetingInWords },
    { header: 'Status', cell: (group) => GROUP_STATUS_LABELS[group.status] },
    { header: 'New requests', cell: (group) => String(group.newRequests) },
  ],
  toFormValues: (group) => ({
    name: group?.name ?? '',
    category: group?.category ?? 'small-group',
    status: group?.status ?? 'open',
    meetingDay: group?.meetingDay ?? '',
    meetingTime: group?.meetingTime ?? '',
    meetingRule: group?.meetingRule ?? '',
    area: group?.area ?? '',
    description: group?.description ?? '',
    imageUrl: group?.imageUrl ?? '',
    childcare: group?.childcare ?? false,
    featured: group?.featured ?? false,
    leaders: leaderRows(group),
  }),
  // A typed leader sends no account; an account leader sends only the account.
  toBody: ({ meetingDay, leaders, ...values }) => ({
    ...values,
    meetingDay: meetingDay || null,
    leaders: ((leaders as LeaderRow[] | undefined) ?? []).map(({ id, user, name, email }) =>
      user ? { ...(id ? { id } : {}), user } : { ...(id ? { id } : {}), user: null, name, email },
    ),
  }),
  describe: (group) => group.name,
}
