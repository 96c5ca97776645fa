import type { Organization, WithContext } from 'schema-dts'

import { GROUP_CATEGORY_LABELS } from '@/lib/groups/group-options'
import type { PublicGroup } from '@/lib/groups/public-group'
import { CONTACT_FALLBACKS } from '@/lib/site-defaults'
import type { PublicSiteConfig } from '@/server/site-config/get-site-config'
import { absoluteLocation, siteUrl } from '@/server/site-url'

import { ogCardPath, shareableImage } from './page-metadata'

/**
 * A group's page as an Organization within the church, named as the events name their organizer
 * (schema.org's Church is a Place, not an Organization). schema.org has no "small group" type. The area is where it serves, never an address; leaders are named people, no emails.
 */
export const groupLd = (
  group: PublicGroup,
  config: PublicSiteConfig,
): WithContext<Organization> => {
  const image = absoluteLocation(shareableImage(group.imageUrl)) ?? siteUrl(ogCardPath(group.name))
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: group.name,
    url: siteUrl(`/groups/${group.slug}`),
    ...(group.description ? { description: group.description } : {}),
    image,
    keywords: GROUP_CATEGORY_LABELS[group.category],
    ...(group.area ? { areaServed: group.area } : {}),
    ...(group.leaderNames.length
      ? { member: group.leaderNames.map((name) => ({ '@type': 'Person' as const, name })) }
      : {}),
    parentOrganization: {
      '@type': 'Organization',
      name: config.churchName || CONTACT_FALLBACKS.churchName,
      url: siteUrl('/'),
    },
  }
}
