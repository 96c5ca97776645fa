/**
 * superuser:   Payload's own admin at /cms, user management, and everything an admin can do.
 * admin:       the staff dashboard at /admin.
 * prayer-team: a member who also reads the prayer requests shared with the team or the wall, on
 *              /prayer-team (docs/prayer.md); never pastoral-only requests, never the dashboard.
 * member:      a logged-in visitor; public pages only.
 */
export const ROLES = ['superuser', 'admin', 'prayer-team', 'member'] as const
export type Role = (typeof ROLES)[number]

/** How a role reads in the account screens. */
export const ROLE_LABELS: Record<Role, string> = {
  superuser: 'Superuser',
  admin: 'Admin',
  'prayer-team': 'Prayer team',
  member: 'Member',
}

type MaybeUser = { role?: Role | null } | null | undefined

export const isSuperuser = (user: MaybeUser): boolean => user?.role === 'superuser'

/**
 * The isAdmin flag of GET /api/auth/user (docs/requirements/api.md): staff who may use the
 * dashboard.
 */
export const isStaff = (user: MaybeUser): boolean =>
  user?.role === 'superuser' || user?.role === 'admin'

/** Who may read prayer requests at all: staff (every request) and the prayer team (some). */
export const readsPrayerRequests = (user: MaybeUser): boolean =>
  isStaff(user) || user?.role === 'prayer-team'
