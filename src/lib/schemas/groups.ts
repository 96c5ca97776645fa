import { z } from 'zod'

import type { Group } from '../../../payload-types'
import { WEEKDAY_CODES } from '../calendar/repeat-choice'
import {
  GROUP_CATEGORIES,
  GROUP_NAME_REQUIRED,
  GROUP_STATUSES,
  JOIN_REQUEST_STATUSES,
  LEADER_NEEDS_CONTACT,
  MEETING_RULE_UNREADABLE,
} from '../groups/group-options'
import { isReadableMeetingRule } from '../groups/meeting-words'
import { orList } from '../text/or-list'
import { messages } from '../validation/messages'
import { isEmail, isImageLocation, isTimeOfDay } from '../validation/rules'
import { adminListQuerySchema } from './admin-lists'
import { optionalFlag, optionalText, optionalWith, requiredText } from './fields'
import { writeBody } from './write-body'

type ShapeOf<Doc> = Partial<Record<keyof Doc, z.ZodType>>

/** One leader: a user account, or a name and an email (the address stays with staff). */
const leaderSchema = z
  .object({
    id: z.string().nullish(),
    user: z.number({ error: 'Leader must be a user account id' }).int().nullish(),
    name: optionalText(),
    email: optionalWith(isEmail, messages.validEmail),
  })
  .refine((leader) => Boolean(leader.user) || Boolean(leader.name && leader.email), {
    message: LEADER_NEEDS_CONTACT,
    path: ['name'],
  })

/** What the Groups tab and /api/admin/groups write (docs/groups.md). */
export const groupFields = {
  name: requiredText(GROUP_NAME_REQUIRED),
  slug: optionalText(),
  description: optionalText(),
  category: z.enum(GROUP_CATEGORIES, { error: `Category must be ${orList(GROUP_CATEGORIES)}` }),
  meetingDay: z
    .enum(WEEKDAY_CODES, { error: `Meeting day must be ${orList(WEEKDAY_CODES)}` })
    .nullish(),
  meetingTime: optionalWith(isTimeOfDay, messages.timeFormat),
  meetingRule: optionalWith(isReadableMeetingRule, MEETING_RULE_UNREADABLE),
  area: optionalText(),
  childcare: optionalFlag(),
  status: z.enum(GROUP_STATUSES, { error: `Status must be ${orList(GROUP_STATUSES)}` }),
  imageUrl: optionalWith(isImageLocation, messages.imageUrl),
  featured: optionalFlag(),
  leaders: z.array(leaderSchema).max(20, 'A group has at most 20 leaders').nullish(),
} satisfies ShapeOf<Group>

export const groupBodySchema = writeBody('groups', groupFields)

/** A group's join requests for staff: `?status=new`; empty means all. */
export const joinRequestListQuerySchema = adminListQuerySchema.extend({
  status: z
    .enum(JOIN_REQUEST_STATUSES, { error: `status must be ${orList(JOIN_REQUEST_STATUSES)}` })
    .optional(),
})

/** A group as GET /api/admin/groups answers it: with its count of new requests to join. */
export type GroupForStaff = Group & { newRequests: number }

/** GET /api/admin/leader-accounts: what the leaders editor offers (no role, nothing else). */
export const leaderAccountSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable().describe('The account holder’s name, if they gave one'),
  email: z.string(),
})
export const leaderAccountListSchema = z.array(leaderAccountSchema)
export type LeaderAccount = z.infer<typeof leaderAccountSchema>
