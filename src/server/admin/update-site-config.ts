import type { Payload } from 'payload'

import type { SiteConfigBody } from '@/lib/schemas/admin-writes'
import { slugs } from '@/lib/slugs'
import { getStaffSiteConfig } from '@/server/site-config/get-site-config'

import type { User } from '../../../payload-types'

/** Saves the settings form. An empty SMTP password means "keep the stored one" (it is never sent out). */
export const updateSiteConfig = async (
  payload: Payload,
  user: User | null,
  body: SiteConfigBody,
) => {
  const { smtpPassword, ...rest } = body
  const data = smtpPassword ? { ...rest, smtpPassword } : rest
  await payload.updateGlobal({
    slug: slugs.siteConfig,
    data,
    depth: 0,
    overrideAccess: false,
    user,
  })
  return getStaffSiteConfig(payload)
}
