import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { slugs } from '@/lib/slugs'

import { callApi } from './helpers/api'
import { getTestPayload } from './helpers/payload'
import { createTestUsers, type TestUser } from './helpers/users'

const run = randomUUID().slice(0, 8)

type Summary = {
  id: number
  status: 'draft' | 'published'
  author: { id: number; name: string } | null
  latest: boolean
  changedFields: string[]
}

type Detail = Summary & { fields: Record<string, unknown>; related: Record<string, string> }

/** The fields staff edit, as a restore must bring them back. */
const SERVICE_FIELDS = ['date', 'time', 'location', 'youtubeUrl', 'isLive']
const FEATURED_FIELDS = ['type', 'contentId', 'youtubeUrl', 'title', 'description', 'isActive']

describe('history of Sunday services and featured content: list, compare and restore', () => {
  let payload: Payload
  let users: Record<'admin' | 'member', TestUser>
  let removeUsers: () => Promise<void>

  beforeAll(async () => {
    payload = await getTestPayload()
    ;({ users, remove: removeUsers } = await createTestUsers(payload, ['admin', 'member']))
  })
  afterAll(async () => {
    const where = (field: string) => ({ [field]: { contains: run } })
    await payload.delete({
      collection: slugs.sundayServices,
      where: where('location'),
      trash: true,
    })
    await payload.delete({
      collection: slugs.featuredContent,
      where: where('contentId'),
      trash: true,
    })
    await payload.delete({ collection: slugs.sermons, where: where('title'), trash: true })
    await removeUsers()
  })

  const asAdmin = (method: string, path: string, body?: unknown) =>
    callApi(method, path, { cookie: users.admin.cookie, body })

  const history = async (path: string, id: number) => {
    const answer = await asAdmin('GET', `/admin/${path}/${id}/versions`)
    expect(answer.status).toBe(200)
    return answer.json as { versions: Summary[]; total: number }
  }

  const detail = async (path: string, id: number, versionId: number) => {
    const answer = await asAdmin('GET', `/admin/${path}/${id}/versions/${versionId}`)
    expect(answer.status).toBe(200)
    return answer.json as Detail
  }

  const restore = (path: string, id: number, versionId: number, status: string) =>
    asAdmin('POST', `/admin/${path}/${id}/versions/${versionId}/restore`, { status })

  /** The row as stored, by the fields staff edit. */
  const rowFields = async (collection: 'sunday-services' | 'featured-content', id: number) => {
    const row = (await payload.findByID({ collection, id, depth: 0 })) as unknown as Record<
      string,
      unknown
    >
    const names = collection === 'sunday-services' ? SERVICE_FIELDS : FEATURED_FIELDS
    return Object.fromEntries(names.map((name) => [name, row[name] ?? null]))
  }

  const publicService = async (id: number) =>
    ((await callApi('GET', '/sunday-services')).json as Record<string, unknown>[]).find(
      (doc) => doc.id === id,
    )

  const publicFeatured = async (id: number) =>
    ((await callApi('GET', '/featured-content')).json as Record<string, unknown>[]).find(
      (doc) => doc.id === id,
    )

  /** A service published at 9:30, moved to 10:00 in a draft, then moved and renamed: published. */
  const serviceWithThreeVersions = async () => {
    const first: Record<string, unknown> = {
      // Later than any other service: in the public list, which sends 100.
      date: '2039-09-04',
      time: '09:30',
      location: `Harbour Chapel ${run}`,
      youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      isLive: true,
    }
    const created = await asAdmin('POST', '/admin/sunday-services', first)
    expect(created.status).toBe(201)
    const { id } = created.json as { id: number }
    const edits = [
      { time: '10:00', status: 'draft' },
      { time: '11:15', location: `Park Tent ${run}`, isLive: false, status: 'published' },
    ]
    for (const edit of edits) {
      const saved = await asAdmin('PUT', `/admin/sunday-services/${id}`, { ...first, ...edit })
      expect(saved.status).toBe(200)
    }
    return id
  }

  const sermon = async (title: string) => {
    const created = await asAdmin('POST', '/admin/sermons', {
      title: `${title} ${run}`,
      speaker: `Featured Speaker ${run}`,
      date: '2031-05-04',
    })
    expect(created.status).toBe(201)
    return (created.json as { id: number }).id
  }

  it("lists a service's versions with who saved each and the fields it changed", async () => {
    const id = await serviceWithThreeVersions()
    const { versions, total } = await history('sunday-services', id)
    expect(total).toBe(3)
    const admin = { id: users.admin.user.id, name: users.admin.user.name }
    expect(
      versions.map(({ status, author, latest, changedFields }) => ({
        status,
        author,
        latest,
        changedFields,
      })),
    ).toEqual([
      {
        status: 'published',
        author: admin,
        latest: true,
        changedFields: ['time', 'location', 'isLive'],
      },
      { status: 'draft', author: admin, latest: false, changedFields: ['time'] },
      { status: 'published', author: admin, latest: false, changedFields: [] },
    ])
  })

  it("answers a service version's fields, the ones staff edit, and nothing the server keeps", async () => {
    const id = await serviceWithThreeVersions()
    const oldest = (await history('sunday-services', id)).versions.at(-1)!
    const old = await detail('sunday-services', id, oldest.id)
    expect(old.fields).toEqual({
      date: '2039-09-04',
      time: '09:30',
      location: `Harbour Chapel ${run}`,
      youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      isLive: true,
    })
    expect(old.related).toEqual({})
  })

  it("restore and publish brings back a service's earlier time and place exactly, on the public list", async () => {
    const id = await serviceWithThreeVersions()
    expect(await publicService(id)).toMatchObject({ time: '11:15', location: `Park Tent ${run}` })
    const oldest = (await history('sunday-services', id)).versions.at(-1)!
    const old = await detail('sunday-services', id, oldest.id)
    const restored = await restore('sunday-services', id, oldest.id, 'published')
    expect(restored.status).toBe(200)
    expect(restored.json).toEqual({
      message: 'Sunday service restored and published',
      publishing: { status: 'published', publishAt: null, unpublishAt: null },
    })
    expect(await rowFields('sunday-services', id)).toEqual(old.fields)
    expect(await publicService(id)).toMatchObject({
      time: '09:30',
      location: `Harbour Chapel ${run}`,
      isLive: true,
    })
    const after = await history('sunday-services', id)
    expect(after.total).toBe(4)
    expect(after.versions[0]).toMatchObject({
      status: 'published',
      latest: true,
      author: { id: users.admin.user.id },
      changedFields: ['time', 'location', 'isLive'],
    })
  })

  it('restore as a draft leaves the public service unchanged; staff see the restored fields', async () => {
    const id = await serviceWithThreeVersions()
    const draft = (await history('sunday-services', id)).versions[1]!
    expect(draft.status).toBe('draft')
    const restored = await restore('sunday-services', id, draft.id, 'draft')
    expect(restored.status).toBe(200)
    expect(restored.json.message).toBe(
      'Sunday service restored as a draft: the website is unchanged until it is published',
    )
    expect(restored.json.publishing.status).toBe('changed')
    expect(await publicService(id)).toMatchObject({ time: '11:15', location: `Park Tent ${run}` })
    const staff = (await asAdmin('GET', '/admin/sunday-services?limit=1000')).json as {
      id: number
    }[]
    expect(staff.find((doc) => doc.id === id)).toMatchObject({
      time: '10:00',
      location: `Harbour Chapel ${run}`,
      isLive: true,
    })
  })

  it("a featured item's versions name its sermon by title, and restore brings back its earlier fields", async () => {
    const sermonId = await sermon('Harbour Light')
    const created = await asAdmin('POST', '/admin/featured-content', {
      type: 'sermon',
      contentId: String(sermonId),
      title: `Featured Harbour ${run}`,
      description: 'This week’s message.',
      isActive: true,
    })
    expect(created.status).toBe(201)
    const { id } = created.json as { id: number }
    // contentId carries the run too (the afterAll's clean-up finds the item by it).
    const changed = await asAdmin('PUT', `/admin/featured-content/${id}`, {
      type: 'video',
      contentId: `welcome-${run}`,
      title: `Welcome Video ${run}`,
      youtubeUrl: 'https://www.youtube.com/watch?v=aaaaaaaaaaa',
      description: '',
      isActive: false,
    })
    expect(changed.status).toBe(200)
    const [newest, oldest] = (await history('featured-content', id)).versions
    expect(newest!.changedFields).toEqual([
      'type',
      'contentId',
      'youtubeUrl',
      'title',
      'description',
      'isActive',
    ])
    const old = await detail('featured-content', id, oldest!.id)
    expect(old.fields).toEqual({
      type: 'sermon',
      contentId: String(sermonId),
      youtubeUrl: null,
      title: `Featured Harbour ${run}`,
      description: 'This week’s message.',
      isActive: true,
    })
    // The sermon by its title, never a bare number; a video's name is shown as it is.
    expect(old.related).toEqual({ contentId: `“Harbour Light ${run}” — sermon ${sermonId}` })
    expect((await detail('featured-content', id, newest!.id)).related).toEqual({})
    // Made inactive: visitors' list leaves it out until the restore makes it active again.
    expect(await publicFeatured(id)).toBeUndefined()

    const restored = await restore('featured-content', id, oldest!.id, 'published')
    expect(restored.status).toBe(200)
    expect(restored.json.message).toBe('Featured content restored and published')
    expect(await rowFields('featured-content', id)).toEqual(old.fields)
    expect(await publicFeatured(id)).toMatchObject({
      title: `Featured Harbour ${run}`,
      type: 'sermon',
      isActive: true,
    })

    // The sermon moved to the trash, then gone for good: still said in words.
    await asAdmin('DELETE', `/admin/sermons/${sermonId}`)
    expect((await detail('featured-content', id, oldest!.id)).related.contentId).toBe(
      `“Harbour Light ${run}” — sermon ${sermonId}, in the trash`,
    )
    await payload.delete({ collection: slugs.sermons, id: sermonId, trash: true })
    expect((await detail('featured-content', id, oldest!.id)).related.contentId).toBe(
      `Sermon ${sermonId}, which no longer exists`,
    )
  })

  it('restore as a draft leaves the public featured item unchanged', async () => {
    const created = await asAdmin('POST', '/admin/featured-content', {
      type: 'video',
      contentId: `draft-${run}`,
      title: `First Feature ${run}`,
    })
    const { id } = created.json as { id: number }
    await asAdmin('PUT', `/admin/featured-content/${id}`, {
      type: 'video',
      contentId: `draft-${run}`,
      title: `Second Feature ${run}`,
    })
    const oldest = (await history('featured-content', id)).versions.at(-1)!
    const restored = await restore('featured-content', id, oldest.id, 'draft')
    expect(restored.status).toBe(200)
    expect(restored.json.publishing.status).toBe('changed')
    expect((await publicFeatured(id))?.title).toBe(`Second Feature ${run}`)
    expect((await history('featured-content', id)).versions[0]).toMatchObject({
      status: 'draft',
      latest: true,
      changedFields: ['title'],
    })
  })

  it('reads the history list with select: one page of the compared fields, never whole snapshots', async () => {
    const id = await serviceWithThreeVersions()
    const findVersions = vi.spyOn(payload, 'findVersions')
    try {
      await history('sunday-services', id)
      expect(findVersions).toHaveBeenCalled()
      for (const [args] of findVersions.mock.calls) {
        const { select, limit } = args as {
          select?: { version?: Record<string, true> }
          limit?: number
        }
        expect(limit).toBeLessThanOrEqual(20)
        expect(Object.keys(select?.version ?? {}).sort()).toEqual(
          [...SERVICE_FIELDS, '_status', 'changedBy'].sort(),
        )
      }
    } finally {
      findVersions.mockRestore()
    }
  })

  it('is staff only; 404 for an unknown item, a version of another item or kind; 400 for a bad body', async () => {
    const serviceId = await serviceWithThreeVersions()
    const serviceVersion = (await history('sunday-services', serviceId)).versions.at(-1)!.id
    const created = await asAdmin('POST', '/admin/featured-content', {
      type: 'video',
      contentId: `guard-${run}`,
      title: `Guarded ${run}`,
    })
    const featuredId = (created.json as { id: number }).id
    const featuredVersion = (await history('featured-content', featuredId)).versions[0]!.id
    for (const [path, id, versionId] of [
      ['sunday-services', serviceId, serviceVersion],
      ['featured-content', featuredId, featuredVersion],
    ] as const) {
      for (const [method, route] of [
        ['GET', `/admin/${path}/${id}/versions`],
        ['GET', `/admin/${path}/${id}/versions/${versionId}`],
        ['POST', `/admin/${path}/${id}/versions/${versionId}/restore`],
      ] as const) {
        const anonymous = await callApi(method, route, { body: { status: 'draft' } })
        expect([route, anonymous.status]).toEqual([route, 401])
        const asMember = await callApi(method, route, {
          cookie: users.member.cookie,
          body: { status: 'draft' },
        })
        expect([route, asMember.status]).toEqual([route, 403])
      }
      for (const body of [{}, { status: 'live' }, undefined]) {
        const answer = await asAdmin(
          'POST',
          `/admin/${path}/${id}/versions/${versionId}/restore`,
          body,
        )
        expect(answer.status).toBe(400)
        expect(answer.json.message).toMatch(/\w+ \w+/)
      }
      const badPage = await asAdmin('GET', `/admin/${path}/${id}/versions?limit=500`)
      expect(badPage.status).toBe(400)
    }
    const otherService = await serviceWithThreeVersions()
    const otherVersion = (await history('sunday-services', otherService)).versions[0]!.id
    const serviceVersions = (await history('sunday-services', serviceId)).versions.map((v) => v.id)
    const notFound: [string, string][] = [
      ['GET', '/admin/sunday-services/999999999/versions'],
      ['GET', '/admin/featured-content/abc/versions'],
      ['GET', `/admin/sunday-services/${serviceId}/versions/999999999`],
      ['GET', `/admin/sunday-services/${serviceId}/versions/${otherVersion}`],
      ['POST', `/admin/sunday-services/${serviceId}/versions/${otherVersion}/restore`],
      ['POST', `/admin/sunday-services/${serviceId}/versions/xyz/restore`],
    ]
    // A featured item's version asked for under a service: each kind has its own version ids,
    // so only when the number is not one of the service's own.
    if (!serviceVersions.includes(featuredVersion))
      notFound.push(['GET', `/admin/sunday-services/${serviceId}/versions/${featuredVersion}`])
    for (const [method, path] of notFound) {
      const answer = await asAdmin(method, path, { status: 'draft' })
      expect([path, answer.status]).toEqual([path, 404])
      expect(answer.json.message).toMatch(/not found/)
    }
    // Nothing was stored by the refusals.
    expect((await history('sunday-services', serviceId)).total).toBe(3)
    expect((await history('featured-content', featuredId)).total).toBe(1)

    // A service in the trash has no history to restore from: it stays there, unchanged.
    await asAdmin('DELETE', `/admin/sunday-services/${serviceId}`)
    const trashed = await restore('sunday-services', serviceId, serviceVersion, 'published')
    expect(trashed.status).toBe(404)
    const row = await payload.findByID({
      collection: slugs.sundayServices,
      id: serviceId,
      trash: true,
      depth: 0,
    })
    expect(row.deletedAt).toBeTruthy()
    expect(row.time).toBe('11:15')
  })
})
