import type { WeekdayCode } from '../calendar/repeat-choice'
import type { GroupCategory, GroupStatus } from './group-options'

/**
 * A group as visitors see it (docs/groups.md): every public field, the meeting in words, and the
 * leaders' names only. Never an address: the leaders' emails stay on the server.
 */
export type PublicGroup = {
  id: number
  name: string
  slug: string
  description: string | null
  category: GroupCategory
  meetingDay: WeekdayCode | null
  /** "Every Tuesday, 7:30 PM" (meeting-words.ts). */
  meeting: string
  area: string | null
  childcare: boolean
  status: GroupStatus
  imageUrl: string | null
  featured: boolean
  leaderNames: string[]
  updatedAt: string
}

/** Open and full groups are listed; a closed one keeps its page but leaves the directory. */
export const isListed = (group: Pick<PublicGroup, 'status'>) => group.status !== 'closed'
