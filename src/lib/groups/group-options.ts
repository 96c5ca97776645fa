/**
 * Groups' words and choices (docs/groups.md), shared by the collection, the /api schemas, the
 * public pages and the dashboard.
 */

export const GROUP_CATEGORIES = ['small-group', 'bible-study', 'ministry', 'class'] as const
export type GroupCategory = (typeof GROUP_CATEGORIES)[number]

export const GROUP_CATEGORY_LABELS: Record<GroupCategory, string> = {
  'small-group': 'Small group',
  'bible-study': 'Bible study',
  ministry: 'Ministry',
  class: 'Class',
}

/** open: takes requests to join. full and closed: shown, but refuse requests. */
export const GROUP_STATUSES = ['open', 'full', 'closed'] as const
export type GroupStatus = (typeof GROUP_STATUSES)[number]

export const GROUP_STATUS_LABELS: Record<GroupStatus, string> = {
  open: 'Open to new members',
  full: 'Full',
  closed: 'Closed',
}

export const JOIN_REQUEST_STATUSES = ['new', 'contacted', 'joined', 'declined'] as const
export type JoinRequestStatus = (typeof JOIN_REQUEST_STATUSES)[number]

export const JOIN_REQUEST_STATUS_LABELS: Record<JoinRequestStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  joined: 'Joined',
  declined: 'Declined',
}

export const JOIN_SENT_MESSAGE =
  'Thank you! We have passed your request to the group’s leaders; they will be in touch soon.'

export const GROUP_NOT_FOUND = 'Group not found'
export const GROUP_FULL = 'This group is full and is not taking new members just now'
export const GROUP_CLOSED = 'This group is closed and is not taking new members'
export const GROUP_NAME_REQUIRED = 'Name is required'
export const JOIN_NAME_REQUIRED = 'Please enter your name'
export const LEADER_NEEDS_CONTACT =
  'Each leader needs a user account, or a name and an email address'
export const MEETING_RULE_UNREADABLE =
  'This repeat rule cannot be read; choose how often the group meets again'
