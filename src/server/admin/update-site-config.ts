import type { Payload } from 'payload'

import { isSuperuser } from '@/lib/roles'
import type { SiteConfigBody } from '@/lib/schemas/admin-writes'
import { MAIL_TRANSPORT_FIELDS } from '@/lib/site-config'
import { slugs } from '@/lib/slugs'
import { forbidden } from '@/server/api/errors'
import {
  splitGlobalBody,
  writeGlobalForStaff,
} from '@/server/publishing/globals/write-global-for-staff'
import { getStaffSiteConfig } from '@/server/site-config/get-site-config'

import type { User } from '../../../payload-types'

export const TRANSPORT_SUPERUSERS_ONLY =
  'Only a superuser can change the mail server settings (provider, host, port, security, user, password)'

/** The form sends '' and false where the API answers null: all of them mean "not set". */
const normal = (value: unknown): string =>
  value === null || value === undefined || value === '' || value === false ? '' : String(value)
const same = (a: unknown, b: unknown): boolean => normal(a) === normal(b)

/**
 * An admin's form carries the transport settings back unchanged (they are read-only for them);
 * any change to them, or a new password, is refused rather than silently dropped.
 */
const assertTransportUnchanged = async (payload: Payload, body: Partial<SiteConfigBody>) => {
  if (body.smtpPassword) throw forbidden(TRANSPORT_SUPERUSERS_ONLY)
  // The form opened on the latest draft, so that is what its transport fields are compared with.
  const saved = await payload.findGlobal({ slug: slugs.siteConfig, depth: 0, draft: true })
  const changed = MAIL_TRANSPORT_FIELDS.filter(
    (field) => field !== 'smtpPassword' && field in body && !same(body[field], saved[field]),
  )
  if (changed.length) throw forbidden(TRANSPORT_SUPERUSERS_ONLY)
}

/**
 * Saves the settings form: published at once, or as a draft with `status: 'draft'` (going live at
 * `publishAt` when given; docs/publishing.md). An empty SMTP password means "keep the stored one"
 * (it is never sent out). Answers the settings as last saved, a draft included.
 */
export const updateSiteConfig = async (
  payload: Payload,
  user: User | null,
  body: SiteConfigBody,
) => {
  const { fields, choice } = splitGlobalBody(body)
  if (!isSuperuser(user)) await assertTransportUnchanged(payload, fields)
  const { smtpPassword, ...rest } = fields
  const data = smtpPassword ? { ...rest, smtpPassword } : rest
  await writeGlobalForStaff({ payload, user }, { global: slugs.siteConfig }, data, choice)
  return getStaffSiteConfig(payload, { draft: true })
}
