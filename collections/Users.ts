import type { CollectionConfig } from 'payload'

import { env } from '@/env'
import { canChangeRole } from '@/access/role-change'
import { superusers } from '@/access/superusers'
import { superusersOrSelf } from '@/access/superusers-or-self'
import { ROLES, ROLE_LABELS, isSuperuser } from '@/lib/roles'
import { slugs } from '@/lib/slugs'
import { RESET_EMAIL_SUBJECT, resetPasswordEmailHtml } from '@/server/auth/reset-password-email'

import { enforcePasswordLength } from './hooks/enforce-password-length'
import { expireGroupsOnRename } from './hooks/expire-groups-on-rename'
import { firstUserIsSuperuser } from './hooks/first-user-is-superuser'

export const Users: CollectionConfig = {
  slug: slugs.users,
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'role'] },
  auth: {
    // Seconds; SESSION_LIFETIME_HOURS (default 12, ASVS V3.3.2 level 2). See README, Configuration.
    tokenExpiration: Math.round(env.SESSION_LIFETIME_HOURS * 60 * 60),
    // Payload's lock shut an account for everyone after five wrong passwords from anyone, the
    // owner included. Failed sign-ins are limited per address and per account at an address
    // instead (src/server/rate-limit/login-throttle.ts, docs/rate-limits.md).
    maxLoginAttempts: 0,
    cookies: {
      sameSite: 'Lax',
      secure: env.NODE_ENV === 'production' && env.ALLOW_INSECURE_COOKIES !== 'true',
    },
    // The link opens the site's /reset-password (docs/sign-in.md), whoever asked and wherever.
    forgotPassword: {
      generateEmailHTML: (args) => resetPasswordEmailHtml(args?.token ?? ''),
      generateEmailSubject: () => RESET_EMAIL_SUBJECT,
    },
  },
  access: {
    // Payload's admin at /cms is for superusers; staff use /admin.
    admin: ({ req: { user } }) => isSuperuser(user),
    create: superusers,
    read: superusersOrSelf,
    update: superusersOrSelf,
    delete: superusers,
    // Payload's default lets any logged-in user unlock any account (a member could undo a lockout).
    unlock: superusers,
  },
  hooks: {
    beforeOperation: [enforcePasswordLength],
    beforeChange: [firstUserIsSuperuser],
    afterChange: [expireGroupsOnRename],
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'member',
      options: ROLES.map((role) => ({ label: ROLE_LABELS[role], value: role })),
      saveToJWT: true,
      access: { create: canChangeRole, update: canChangeRole },
    },
  ],
}
