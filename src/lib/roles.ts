/**
 * superuser: Payload's own admin at /cms, user management, and everything an admin can do.
 * admin:     the staff dashboard at /admin.
 * member:    a logged-in visitor; public pages only.
 */
export const ROLES = ['superuser', 'admin', 'member'] as const
export type Role = (typeof ROLES)[number]

type MaybeUser = { role?: Role | null } | null | undefined

export const isSuperuser = (user: MaybeUser): boolean => user?.role === 'superuser'

/**
 * The isAdmin flag of GET /api/auth/user (docs/requirements/api.md): staff who may use the
 * dashboard.
 */
export const isStaff = (user: MaybeUser): boolean =>
  user?.role === 'superuser' || user?.role === 'admin'
