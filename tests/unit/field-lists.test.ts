import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { Events } from '@collections/Events'
import { FeaturedContent } from '@collections/FeaturedContent'
import { Groups } from '@collections/Groups'
import { LiveStreams } from '@collections/LiveStreams'
import { Sermons } from '@collections/Sermons'
import { SundayServices } from '@collections/SundayServices'
import { YoutubeConfigs } from '@collections/YoutubeConfigs'
import { SiteConfig } from '@globals/SiteConfig'
import {
  eventResource,
  featuredContentResource,
  sermonResource,
  sundayServiceResource,
} from '@/components/admin/content/resources'
import { groupResource } from '@/components/admin/groups/group-resource'
import { SITE_CONFIG_FIELDS } from '@/components/admin/settings/site-config-fields'
import { EVENT_TSV_COLUMNS } from '@/lib/bulk/event-tsv'
import { SERMON_COLUMNS } from '@/lib/bulk/sermon-tsv'
import { siteConfigFields } from '@/lib/schemas/admin-writes'
import {
  eventFields,
  featuredContentFields,
  liveStreamFields,
  sermonFields,
  sundayServiceFields,
} from '@/lib/schemas/content'
import { groupFields } from '@/lib/schemas/groups'
import { serverManagedFields, type WriteResource } from '@/lib/schemas/server-managed'
import { youtubeConfigFields } from '@/lib/schemas/youtube'
import { PUBLIC_SITE_CONFIG_FIELDS, SECRET_SITE_CONFIG_FIELDS } from '@/lib/site-config'

/**
 * One field lives in several lists: the collection (the source of truth), the /api write schema,
 * the dashboard form, the TSV columns and the public allow-list. This test compares each list
 * with its collection and says exactly which list misses (or invents) which field.
 *
 * A field the server sets itself goes in src/lib/schemas/server-managed.ts (every list skips it).
 * A field a list leaves out on purpose goes in `leftOut` below, with the reason.
 */

/** The data fields of a config: named fields, through unnamed tabs, rows and collapsibles. */
const dataFields = (fields: readonly Field[]): Field[] =>
  fields.flatMap((field): Field[] => {
    if (field.type === 'tabs')
      return field.tabs.flatMap((tab) => ('name' in tab && tab.name ? [] : dataFields(tab.fields)))
    if ((field.type === 'row' || field.type === 'collapsible') && 'fields' in field)
      return dataFields(field.fields)
    return 'name' in field && field.name ? [field] : []
  })

const names = (fields: readonly Field[]) =>
  dataFields(fields).map((field) => (field as { name: string }).name)

type List = {
  /** Where the list is, as the failure message names it. */
  where: string
  names: readonly string[]
  /** Fields this list leaves out on purpose, with the reason. */
  leftOut?: Record<string, string>
}

type Resource = { resource: WriteResource; source: string; fields: string[]; lists: List[] }

const resources: Resource[] = [
  {
    resource: 'sermons',
    source: 'collections/Sermons.ts',
    fields: names(Sermons.fields),
    lists: [
      {
        where: 'write schema sermonFields (src/lib/schemas/content.ts)',
        names: Object.keys(sermonFields),
      },
      {
        where: 'dashboard form sermonResource.fields (src/components/admin/content/resources.ts)',
        names: sermonResource.fields.map(({ name }) => name),
      },
      {
        where: 'TSV columns SERMON_COLUMNS (src/lib/bulk/sermon-tsv.ts)',
        names: Object.values(SERMON_COLUMNS).filter((name) => name !== 'id'),
      },
    ],
  },
  {
    resource: 'events',
    source: 'collections/Events.ts',
    fields: names(Events.fields),
    lists: [
      {
        where: 'write schema eventFields (src/lib/schemas/content.ts)',
        names: Object.keys(eventFields),
      },
      {
        where: 'dashboard form eventResource.fields (src/components/admin/content/resources.ts)',
        names: eventResource.fields.map(({ name }) => name),
        leftOut: {
          isRecurring: 'written by the recurrence editor (the recurrenceRule field)',
          skippedDates: 'written by the recurrence editor (the recurrenceRule field)',
        },
      },
      {
        where: 'TSV columns EVENT_TSV_COLUMNS (src/lib/bulk/event-tsv.ts)',
        names: EVENT_TSV_COLUMNS,
        leftOut: {
          isRecurring: 'a row with a recurrenceRule repeats; the rule column says it',
          registration: 'set per event in the dashboard; an imported event takes no sign-ups',
        },
      },
    ],
  },
  {
    resource: 'sunday-services',
    source: 'collections/SundayServices.ts',
    fields: names(SundayServices.fields),
    lists: [
      {
        where: 'write schema sundayServiceFields (src/lib/schemas/content.ts)',
        names: Object.keys(sundayServiceFields),
      },
      {
        where:
          'dashboard form sundayServiceResource.fields (src/components/admin/content/resources.ts)',
        names: sundayServiceResource.fields.map(({ name }) => name),
      },
    ],
  },
  {
    resource: 'featured-content',
    source: 'collections/FeaturedContent.ts',
    fields: names(FeaturedContent.fields),
    lists: [
      {
        where: 'write schema featuredContentFields (src/lib/schemas/content.ts)',
        names: Object.keys(featuredContentFields),
      },
      {
        where:
          'dashboard form featuredContentResource.fields (src/components/admin/content/resources.ts)',
        names: featuredContentResource.fields.map(({ name }) => name),
      },
    ],
  },
  {
    // No dashboard form: the livestreams tab lists and deletes (docs/requirements/dashboard.md).
    resource: 'live-streams',
    source: 'collections/LiveStreams.ts',
    fields: names(LiveStreams.fields),
    lists: [
      {
        where: 'write schema liveStreamFields (src/lib/schemas/content.ts)',
        names: Object.keys(liveStreamFields),
      },
    ],
  },
  {
    resource: 'groups',
    source: 'collections/Groups.ts',
    fields: names(Groups.fields),
    lists: [
      {
        where: 'write schema groupFields (src/lib/schemas/groups.ts)',
        names: Object.keys(groupFields),
      },
      {
        where:
          'dashboard form groupResource.fields (src/components/admin/groups/group-resource.ts)',
        names: groupResource.fields.map(({ name }) => name),
        leftOut: {
          slug: 'made from the name when the group is created; the page keeps its address',
        },
      },
    ],
  },
  {
    resource: 'youtube-configs',
    source: 'collections/YoutubeConfigs.ts',
    fields: names(YoutubeConfigs.fields),
    lists: [
      {
        where: 'write schema youtubeConfigFields (src/lib/schemas/youtube.ts)',
        names: Object.keys(youtubeConfigFields),
      },
    ],
  },
  {
    resource: 'site-config',
    source: 'globals/SiteConfig.ts',
    fields: names(SiteConfig.fields),
    lists: [
      {
        where: 'write schema siteConfigFields (src/lib/schemas/admin-writes.ts)',
        names: Object.keys(siteConfigFields),
      },
      {
        where:
          'settings form SITE_CONFIG_GROUPS (src/components/admin/settings/site-config-fields.ts)',
        names: SITE_CONFIG_FIELDS.map(({ name }) => name),
        leftOut: {
          address: 'made from the address parts (globals/hooks/derive-one-line-address.ts)',
        },
      },
    ],
  },
]

/** Every way a list can disagree with its collection, as sentences. */
const mismatches = ({ resource, source, fields, lists }: Resource): string[] => {
  const managed = new Set(serverManagedFields(resource))
  const expected = fields.filter((name) => !managed.has(name))
  return lists.flatMap(({ where, names: listed, leftOut = {} }) => [
    ...expected
      .filter((name) => !listed.includes(name) && !(name in leftOut))
      .map((name) => `${where} misses the field "${name}" of ${source}`),
    ...listed
      .filter((name) => !fields.includes(name))
      .map((name) => `${where} names "${name}", which ${source} does not have`),
    ...Object.keys(leftOut)
      .filter((name) => listed.includes(name) || !fields.includes(name))
      .map((name) => `${where}: "${name}" is marked left out but is listed or not a field`),
  ])
}

describe('every field list agrees with its collection', () => {
  it.each(resources.map((entry) => [entry.resource, entry] as const))('%s', (_name, entry) => {
    expect(mismatches(entry)).toEqual([])
  })

  it('lists every server-managed field only if the collection has it', () => {
    const unknown = resources.flatMap(({ resource, source, fields }) =>
      serverManagedFields(resource)
        // Payload adds these itself (deletedAt with the collection's `trash: true`); the staff
        // lists add `publishing`, each item's state (docs/publishing.md).
        .filter(
          (name) =>
            !['id', 'createdAt', 'updatedAt', 'deletedAt', 'globalType', 'publishing'].includes(
              name,
            ),
        )
        .filter((name) => !fields.includes(name) && !name.endsWith('Set'))
        .map((name) => `server-managed "${name}" is not a field of ${source}`),
    )
    expect(unknown).toEqual([])
  })

  it('the public site-config allow-list is exactly the fields without read access rules', () => {
    const fields = dataFields(SiteConfig.fields)
    const readableByAnyone = fields
      // Payload's drafts bookkeeping: visitors only ever read the published row (publishing.md).
      .filter((field) => (field as { name?: string }).name !== '_status')
      .filter((field) => !('access' in field && field.access?.read))
      .map((field) => (field as { name: string }).name)
    expect([...PUBLIC_SITE_CONFIG_FIELDS].sort()).toEqual(readableByAnyone.sort())
  })

  it('every secret is a site-config field that staff cannot read back', () => {
    const fields = names(SiteConfig.fields)
    for (const secret of SECRET_SITE_CONFIG_FIELDS) {
      expect(fields).toContain(secret)
      expect(serverManagedFields('site-config')).toContain(`${secret}Set`)
    }
  })

  it('the check finds a forgotten field', () => {
    const [sermons] = resources
    const withNewField = { ...sermons, fields: [...sermons.fields, 'audioSize'] }
    expect(mismatches(withNewField)).toEqual([
      'write schema sermonFields (src/lib/schemas/content.ts) misses the field "audioSize" of collections/Sermons.ts',
      'dashboard form sermonResource.fields (src/components/admin/content/resources.ts) misses the field "audioSize" of collections/Sermons.ts',
      'TSV columns SERMON_COLUMNS (src/lib/bulk/sermon-tsv.ts) misses the field "audioSize" of collections/Sermons.ts',
    ])
  })
})
