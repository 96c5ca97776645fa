import { randomUUID } from 'node:crypto'

import { XMLParser } from 'fast-xml-parser'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { filterGroups, NO_GROUP_FILTER, readGroupFilter } from '@/lib/groups/group-filter'
import type { PublicGroup } from '@/lib/groups/public-group'
import { slugs } from '@/lib/slugs'
import {
  getPublicGroup,
  listFeaturedGroups,
  listPublicGroups,
  readPublicGroups,
} from '@/server/groups/public-groups'
import { renderSitemap } from '@/server/seo/sitemap'
import { siteUrl } from '@/server/site-url'

import type { Group } from '../../payload-types'
import { getTestPayload } from './helpers/payload'
import { createTestUsers, type TestUser } from './helpers/users'

const run = randomUUID().slice(0, 8)
const TYPED_LEADER = `priscilla-${run}@leaders.shoreline.test`

/** The groups this file made, out of whatever else the test database holds. */
const ours = (groups: PublicGroup[]) => groups.filter((group) => group.name.includes(run))
const names = (groups: PublicGroup[]) => groups.map((group) => group.name.replace(` ${run}`, ''))

describe('the public groups read (src/server/groups/public-groups.ts)', () => {
  let payload: Payload
  let admin: TestUser
  let removeUsers: () => Promise<void>
  const made: Record<string, Group> = {}

  const makeGroup = async (name: string, data: Partial<Group> = {}) => {
    made[name] = await payload.create({
      collection: slugs.groups,
      data: {
        name: `${name} ${run}`,
        category: 'small-group',
        meetingDay: 'TU',
        meetingTime: '19:30',
        area: 'Harbourside',
        status: 'open',
        leaders: [{ name: 'Priscilla Tentmaker', email: TYPED_LEADER }],
        ...data,
      },
      depth: 0,
      overrideAccess: true,
    })
  }

  beforeAll(async () => {
    payload = await getTestPayload()
    const created = await createTestUsers(payload, ['admin'] as const)
    admin = created.users.admin
    removeUsers = created.remove
    await makeGroup('Aquila supper', {
      featured: true,
      leaders: [{ user: admin.user.id }, { name: 'Priscilla Tentmaker', email: TYPED_LEADER }],
    })
    await makeGroup('Berea study', {
      category: 'bible-study',
      meetingDay: 'TH',
      area: 'Northgate',
      status: 'full',
      featured: true,
    })
    await makeGroup('Closed circle', { status: 'closed', featured: true })
    await makeGroup('Dorcas sewing', { category: 'ministry', meetingDay: 'SA', featured: true })
    await makeGroup('Emmaus walk', { category: 'class', area: 'northgate', featured: true })
  })
  afterAll(async () => {
    await payload.delete({
      collection: slugs.groups,
      where: { name: { contains: run } },
      overrideAccess: true,
    })
    await removeUsers()
  })

  it('gives leaders by name only: typed names and account names, never an address', async () => {
    const groups = ours(await readPublicGroups(payload))
    const supper = groups.find((group) => group.id === made['Aquila supper'].id)!
    expect(supper.leaderNames).toEqual([admin.user.name, 'Priscilla Tentmaker'])
    const text = JSON.stringify(groups)
    expect(text).not.toContain(TYPED_LEADER)
    expect(text).not.toContain(admin.user.email)
    expect(text).not.toContain('@')
    expect(Object.keys(supper)).not.toContain('leaders')
    expect(supper.meeting).toBe('Every Tuesday, 7:30 PM')
  })

  it('lists open and full groups by name, and hides closed ones from the directory', async () => {
    expect(names(ours(await listPublicGroups()))).toEqual([
      'Aquila supper',
      'Berea study',
      'Dorcas sewing',
      'Emmaus walk',
    ])
    // A closed group keeps its page (old links say it is closed); an unknown slug has none.
    const closed = await getPublicGroup(made['Closed circle'].slug!)
    expect(closed).toMatchObject({ status: 'closed', leaderNames: ['Priscilla Tentmaker'] })
    expect(await getPublicGroup(`no-such-group-${run}`)).toBeNull()
  })

  it('filters by day, kind, area (any case) and words of the name, all together', async () => {
    const groups = ours(await listPublicGroups())
    const filter = (query: Record<string, string>) =>
      names(
        filterGroups(
          groups,
          readGroupFilter((name) => query[name]),
        ),
      )
    expect(filter({ day: 'thursday' })).toEqual(['Berea study'])
    expect(filter({ day: 'Tuesday', category: 'class' })).toEqual(['Emmaus walk'])
    expect(filter({ area: 'NORTHGATE' })).toEqual(['Berea study', 'Emmaus walk'])
    expect(filter({ q: 'SUPPER' })).toEqual(['Aquila supper'])
    expect(filter({ day: 'tuesday', category: 'small-group', q: 'aquila' })).toEqual([
      'Aquila supper',
    ])
    expect(filter({ day: 'saturday', q: 'aquila' })).toEqual([])
    // What the form never offers is ignored rather than refused.
    expect(readGroupFilter((name) => ({ day: 'someday', category: 'choir' })[name])).toEqual(
      NO_GROUP_FILTER,
    )
  })

  it('features up to three listed groups, never a closed one', async () => {
    const featured = await listFeaturedGroups()
    expect(featured.length).toBeLessThanOrEqual(3)
    expect(featured.every((group) => group.featured && group.status !== 'closed')).toBe(true)
    expect(names(ours(featured))).not.toContain('Closed circle')
  })

  it('puts open and full groups in the sitemap with their lastmod, not closed ones', async () => {
    const xml = (await renderSitemap(undefined)) ?? ''
    const parser = new XMLParser({ isArray: (name) => name === 'url' })
    const urls = parser.parse(xml).urlset.url as { loc: string; lastmod?: string }[]
    const byLoc = new Map(urls.map((url) => [url.loc, url.lastmod]))
    for (const name of ['Aquila supper', 'Berea study']) {
      expect(byLoc.get(siteUrl(`/groups/${made[name].slug}`)), name).toBe(
        new Date(made[name].updatedAt).toISOString(),
      )
    }
    expect(byLoc.has(siteUrl(`/groups/${made['Closed circle'].slug}`))).toBe(false)
    expect(byLoc.has(siteUrl('/groups'))).toBe(true)
  })
})
