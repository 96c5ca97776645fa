import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { env } from '@/env'
import { slugs } from '@/lib/slugs'

import { callApi } from './helpers/api'
import { getTestPayload } from './helpers/payload'
import { createTestUsers, type TestUser } from './helpers/users'

const run = randomUUID().slice(0, 8)

type Summary = {
  id: number
  createdAt: string
  status: 'draft' | 'published'
  author: { id: number; name: string } | null
  latest: boolean
  changedFields: string[]
}

describe('history: versions with who and what, compare and restore', () => {
  let payload: Payload
  let users: Record<'admin' | 'member', TestUser>
  let removeUsers: () => Promise<void>

  beforeAll(async () => {
    payload = await getTestPayload()
    ;({ users, remove: removeUsers } = await createTestUsers(payload, ['admin', 'member']))
  })
  afterAll(async () => {
    for (const collection of [slugs.sermons, slugs.events] as const) {
      await payload.delete({ collection, where: { title: { contains: run } }, trash: true })
    }
    await removeUsers()
  })

  const asAdmin = (method: string, path: string, body?: unknown) =>
    callApi(method, path, { cookie: users.admin.cookie, body })

  const sermonBody = (title: string, extra: Record<string, unknown> = {}) => ({
    title: `${title} ${run}`,
    speaker: `History Speaker ${run}`,
    date: '2031-07-05',
    ...extra,
  })

  const history = async (id: number, query = '') => {
    const answer = await asAdmin('GET', `/admin/sermons/${id}/versions${query}`)
    expect(answer.status).toBe(200)
    return answer.json as { versions: Summary[]; total: number; page: number; totalPages: number }
  }

  const publicTitle = async (id: number) => {
    const answer = await callApi('GET', `/sermons/${id}`)
    return answer.status === 200 ? (answer.json.title as string) : null
  }

  /** A sermon published, changed in a draft, then changed and published: three versions. */
  const sermonWithThreeVersions = async () => {
    const created = await asAdmin('POST', '/admin/sermons', sermonBody('First'))
    expect(created.status).toBe(201)
    const { id } = created.json as { id: number }
    await asAdmin('PUT', `/admin/sermons/${id}`, { ...sermonBody('Second'), status: 'draft' })
    await asAdmin('PUT', `/admin/sermons/${id}`, {
      ...sermonBody('Third', { speaker: `Other Speaker ${run}` }),
      status: 'published',
    })
    return id
  }

  it('lists versions newest first with status, author, latest and the fields each changed', async () => {
    const id = await sermonWithThreeVersions()
    // The server acting for itself (a scheduled publish, a timed sync) is nobody's save.
    await payload.update({
      collection: slugs.sermons,
      id,
      data: { scripture: 'Psalm 23' },
      overrideAccess: true,
    })
    const { versions, total, page, totalPages } = await history(id)
    expect({ total, page, totalPages }).toEqual({ total: 4, page: 1, totalPages: 1 })
    const admin = { id: users.admin.user.id, name: users.admin.user.name }
    expect(versions.map(({ id: _id, createdAt: _at, ...rest }) => rest)).toEqual([
      { status: 'published', author: null, latest: true, changedFields: ['scripture'] },
      {
        status: 'published',
        author: admin,
        latest: false,
        changedFields: ['title', 'speaker'],
      },
      { status: 'draft', author: admin, latest: false, changedFields: ['title'] },
      { status: 'published', author: admin, latest: false, changedFields: [] },
    ])
    const times = versions.map((version) => Date.parse(version.createdAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })

  it('pages the list; the last on a page is compared with the first of the next', async () => {
    const id = await sermonWithThreeVersions()
    const first = await history(id, '?limit=2')
    expect(first).toMatchObject({ total: 3, page: 1, totalPages: 2 })
    expect(first.versions.map((version) => version.changedFields)).toEqual([
      ['title', 'speaker'],
      ['title'],
    ])
    const second = await history(id, '?limit=2&page=2')
    expect(second.versions).toHaveLength(1)
    expect(second.versions[0]!.changedFields).toEqual([])
    expect(second.versions[0]!.status).toBe('published')
  })

  it("answers one version's fields, the ones staff edit", async () => {
    const id = await sermonWithThreeVersions()
    const { versions } = await history(id)
    const oldest = versions.at(-1)!
    const answer = await asAdmin('GET', `/admin/sermons/${id}/versions/${oldest.id}`)
    expect(answer.status).toBe(200)
    expect(answer.json).toMatchObject({
      id: oldest.id,
      status: 'published',
      latest: false,
      author: { id: users.admin.user.id },
      fields: { title: `First ${run}`, speaker: `History Speaker ${run}`, date: '2031-07-05' },
    })
    // Bookkeeping stays out of what is compared and restored.
    for (const key of ['id', '_status', 'changedBy', 'deletedAt', 'createdAt', 'audioBytes'])
      expect(answer.json.fields).not.toHaveProperty(key)
  })

  it("restore brings back an old version's fields exactly, and publishing it changes the site", async () => {
    const full = {
      scripture: 'Romans 8:28',
      series: `History Series ${run}`,
      duration: '41:05',
      youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      thumbnailUrl: 'https://img.example.org/first.jpg',
      tags: ['hope', 'grace'],
      description: 'First paragraph.\n\nSecond paragraph.',
    }
    const created = await asAdmin('POST', '/admin/sermons', sermonBody('Original', full))
    const { id } = created.json as { id: number }
    await asAdmin('PUT', `/admin/sermons/${id}`, {
      ...sermonBody('Rewritten', {
        speaker: `New Speaker ${run}`,
        date: '2031-08-09',
        scripture: 'John 1:1',
        series: `Other Series ${run}`,
        duration: '1:02:03',
        youtubeUrl: 'https://www.youtube.com/watch?v=aaaaaaaaaaa',
        thumbnailUrl: 'https://img.example.org/second.jpg',
        tags: ['faith'],
        description: 'Rewritten.',
      }),
      status: 'published',
    })
    expect(await publicTitle(id)).toBe(`Rewritten ${run}`)
    const oldest = (await history(id)).versions.at(-1)!
    const old = (await asAdmin('GET', `/admin/sermons/${id}/versions/${oldest.id}`)).json
    expect(old.fields.title).toBe(`Original ${run}`)

    const restored = await asAdmin('POST', `/admin/sermons/${id}/versions/${oldest.id}/restore`, {
      status: 'published',
    })
    expect(restored.status).toBe(200)
    expect(restored.json).toEqual({
      message: 'Sermon restored and published',
      publishing: { status: 'published', publishAt: null, unpublishAt: null },
    })
    const row = (await payload.findByID({ collection: slugs.sermons, id, depth: 0 })) as never
    for (const [field, value] of Object.entries(old.fields as Record<string, unknown>))
      expect([field, (row as Record<string, unknown>)[field] ?? null]).toEqual([field, value])
    expect(await publicTitle(id)).toBe(`Original ${run}`)
    // The same item, not trashed, and the restore is the newest version, saved by its caller.
    const after = await history(id)
    expect(after.total).toBe(3)
    expect(after.versions[0]).toMatchObject({
      latest: true,
      status: 'published',
      author: { id: users.admin.user.id },
    })
    expect((row as { deletedAt?: string | null }).deletedAt ?? null).toBeNull()
  })

  it('restore as a draft leaves the public item unchanged; staff edit the restored fields', async () => {
    const id = await sermonWithThreeVersions()
    const oldest = (await history(id)).versions.at(-1)!
    const restored = await asAdmin('POST', `/admin/sermons/${id}/versions/${oldest.id}/restore`, {
      status: 'draft',
    })
    expect(restored.status).toBe(200)
    expect(restored.json.publishing.status).toBe('changed')
    expect(await publicTitle(id)).toBe(`Third ${run}`)
    const staff = (await asAdmin('GET', `/admin/sermons?search=${run}`)).json as {
      id: number
      title: string
      speaker: string
    }[]
    expect(staff.find((doc) => doc.id === id)).toMatchObject({
      title: `First ${run}`,
      speaker: `History Speaker ${run}`,
    })
    expect((await history(id)).versions[0]).toMatchObject({
      status: 'draft',
      latest: true,
      changedFields: ['title', 'speaker'],
    })
  })

  it("an event's version is restored exactly too", async () => {
    const created = await asAdmin('POST', '/admin/events', {
      title: `History Event ${run}`,
      date: '2031-09-10',
      startTime: '18:30',
      endTime: '20:00',
      location: 'Fellowship Hall',
      description: 'Bring a dish.',
      externalUrl: 'https://example.org/potluck',
      externalLinkText: 'Details',
    })
    expect(created.status).toBe(201)
    const { id } = created.json as { id: number }
    await asAdmin('PUT', `/admin/events/${id}`, {
      title: `History Event moved ${run}`,
      date: '2031-09-17',
      startTime: '17:00',
      location: 'Park',
      description: 'Bring a chair.',
      status: 'published',
    })
    const list = await asAdmin('GET', `/admin/events/${id}/versions`)
    expect(list.status).toBe(200)
    const [newest, oldest] = list.json.versions as Summary[]
    expect(newest!.changedFields).toEqual(
      expect.arrayContaining(['title', 'date', 'startTime', 'location', 'description']),
    )
    const old = (await asAdmin('GET', `/admin/events/${id}/versions/${oldest!.id}`)).json
    const restored = await asAdmin('POST', `/admin/events/${id}/versions/${oldest!.id}/restore`, {
      status: 'published',
    })
    expect(restored.status).toBe(200)
    const row = (await payload.findByID({ collection: slugs.events, id, depth: 0 })) as never
    for (const [field, value] of Object.entries(old.fields as Record<string, unknown>))
      expect([field, (row as Record<string, unknown>)[field] ?? null]).toEqual([field, value])
  })

  it('keeps at most the configured number of versions per item', async () => {
    const config = payload.collections[slugs.sermons].config
    expect(config.versions && config.versions.maxPerDoc).toBe(env.VERSIONS_PER_ITEM)
    expect(payload.collections[slugs.events].config.versions?.maxPerDoc).toBe(env.VERSIONS_PER_ITEM)
    // Payload prunes by the config it runs with: a small cap for this test shows it honoured.
    const versions = config.versions as { maxPerDoc: number }
    const configured = versions.maxPerDoc
    versions.maxPerDoc = 3
    try {
      const created = await asAdmin('POST', '/admin/sermons', sermonBody('Capped 0'))
      const { id } = created.json as { id: number }
      for (const n of [1, 2, 3, 4])
        await asAdmin('PUT', `/admin/sermons/${id}`, sermonBody(`Capped ${n}`))
      const { versions: kept, total } = await history(id)
      expect(total).toBe(3)
      expect(kept[0]!.latest).toBe(true)
      const newest = await asAdmin('GET', `/admin/sermons/${id}/versions/${kept[0]!.id}`)
      expect(newest.json.fields.title).toBe(`Capped 4 ${run}`)
    } finally {
      versions.maxPerDoc = configured
    }
  })

  it('is staff only, and answers 404 for an unknown item or version and 400 for a bad body', async () => {
    const id = await sermonWithThreeVersions()
    const other = await sermonWithThreeVersions()
    const { versions } = await history(id)
    const versionId = versions.at(-1)!.id
    const otherVersion = (await history(other)).versions[0]!.id
    const paths = [
      ['GET', `/admin/sermons/${id}/versions`],
      ['GET', `/admin/sermons/${id}/versions/${versionId}`],
      ['POST', `/admin/sermons/${id}/versions/${versionId}/restore`],
    ] as const
    for (const [method, path] of paths) {
      expect((await callApi(method, path, { body: { status: 'draft' } })).status).toBe(401)
      const asMember = await callApi(method, path, {
        cookie: users.member.cookie,
        body: { status: 'draft' },
      })
      expect(asMember.status).toBe(403)
    }
    const notFound = [
      ['GET', `/admin/sermons/999999999/versions`],
      ['GET', `/admin/sermons/abc/versions`],
      ['GET', `/admin/sermons/${id}/versions/999999999`],
      ['GET', `/admin/sermons/${id}/versions/${otherVersion}`],
      ['GET', `/admin/events/${id}/versions/${versionId}`],
      ['POST', `/admin/sermons/${id}/versions/${otherVersion}/restore`],
      ['POST', `/admin/sermons/${id}/versions/xyz/restore`],
    ] as const
    for (const [method, path] of notFound) {
      const answer = await asAdmin(method, path, { status: 'draft' })
      expect([path, answer.status]).toEqual([path, 404])
      expect(answer.json.message).toMatch(/not found/)
    }
    for (const body of [{}, { status: 'live' }, undefined]) {
      const answer = await asAdmin(
        'POST',
        `/admin/sermons/${id}/versions/${versionId}/restore`,
        body,
      )
      expect(answer.status).toBe(400)
      expect(answer.json.message).toMatch(/\w+ \w+/)
    }
    expect((await history(id)).total).toBe(3)
    expect(await publicTitle(id)).toBe(`Third ${run}`)
    for (const query of ['?limit=0', '?limit=500', '?page=0', '?limit=many']) {
      const answer = await asAdmin('GET', `/admin/sermons/${id}/versions${query}`)
      expect([query, answer.status]).toEqual([query, 400])
    }

    // An item in the trash has no history to restore from: it stays in the trash, unchanged.
    await asAdmin('DELETE', `/admin/sermons/${id}`)
    const trashed = await asAdmin('POST', `/admin/sermons/${id}/versions/${versionId}/restore`, {
      status: 'published',
    })
    expect(trashed.status).toBe(404)
    const row = await payload.findByID({ collection: slugs.sermons, id, trash: true, depth: 0 })
    expect(row.deletedAt).toBeTruthy()
    expect(row.title).toBe(`Third ${run}`)
  })
})
