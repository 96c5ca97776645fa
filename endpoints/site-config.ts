import { isStaff } from '@/lib/roles'
import { getPublicSiteConfig, getStaffSiteConfig } from '@/server/site-config/get-site-config'

import { route } from './types'

export const siteConfigRoutes = [
  route({
    method: 'GET',
    path: '/site-config',
    access: 'public',
    summary:
      'The public site configuration; staff also get the mail settings (never the SMTP password, only smtpPasswordSet)',
    responses: {
      200: {
        description: 'The site configuration as the caller may see it',
        body: { anyOf: ['PublicSiteConfig', 'StaffSiteConfig'] },
      },
    },
    identifiesCaller: true,
    handler: ({ payload, user }) =>
      isStaff(user) ? getStaffSiteConfig(payload) : getPublicSiteConfig(),
  }),
]
