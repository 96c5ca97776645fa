import { randomUUID } from 'node:crypto'

import { subDays } from 'date-fns'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { loadSermon } from '@/app/(site)/sermons/[id]/load-sermon'
import { GET as eventsIcs } from '@/app/events.ics/route'
import { GET as podcastFeed } from '@/app/podcast.xml/route'
import { PODCAST_FEED_PATH } from '@/lib/podcast-urls'
import { slugs } from '@/lib/slugs'
import { renderSitemap } from '@/server/seo/sitemap'
import { distinctSermonValues } from '@/server/sermons/sermon-facets'
import { siteUrl } from '@/server/site-url'
import { purgeTrash } from '@/server/trash/purge-trash-task'

import { callApi } from './helpers/api'
import { getTestPayload } from './helpers/payload'
import { createTestUsers, type TestUser } from './helpers/users'

const run = randomUUID().slice(0, 8)

describe('trash: deleted items leave the public site, come back on restore, go for good later', () => {
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

  const asAdmin = (method: string, path: string) =>
    callApi(method, path, { cookie: users.admin.cookie })

  /** A sermon with a podcast episode: its audio facts written as the audio probe would. */
  const makeSermon = async (title: string) => {
    const sermon = await payload.create({
      collection: slugs.sermons,
      data: { title: `${title} ${run}`, speaker: `Trash Speaker ${run}`, date: '2031-05-04' },
    })
    const audioUrl = `https://media.example.org/${run}/${sermon.id}.mp3`
    await payload.db.pool.query(
      `UPDATE sermons SET audio_url = $1, audio_bytes = 1000, audio_type = 'audio/mpeg' WHERE id = $2`,
      [audioUrl, sermon.id],
    )
    // And in its saved version: with drafts (docs/publishing.md) a write such as the trash's
    // starts from the latest version, as a hook-written audio fact would be there too.
    await payload.db.pool.query(
      `UPDATE _sermons_v SET version_audio_url = $1, version_audio_bytes = 1000,
         version_audio_type = 'audio/mpeg' WHERE parent_id = $2`,
      [audioUrl, sermon.id],
    )
    return sermon
  }

  /** Every public place a sermon shows up: does this one show up in each? */
  const publicSightings = async (id: number, title: string) => {
    const sermonUrl = siteUrl(`/sermons/${id}`)
    const feed = await (await podcastFeed(new Request(siteUrl(PODCAST_FEED_PATH)))).text()
    const search = await callApi('GET', `/sermons?search=${encodeURIComponent(title)}`)
    return {
      page: (await loadSermon(String(id))) !== null,
      api: (await callApi('GET', `/sermons/${id}`)).status === 200,
      list: ((await callApi('GET', '/sermons')).json as { id: number }[]).some(
        (sermon) => sermon.id === id,
      ),
      search: (search.json as { id: number }[]).some((sermon) => sermon.id === id),
      feed: feed.includes(`shoreline-sermon-${id}<`),
      sitemap: (await renderSitemap(undefined, 1_000_000))!.includes(`<loc>${sermonUrl}</loc>`),
      speakers: (await distinctSermonValues('speaker')).includes(`Trash Speaker ${run}`),
    }
  }

  it('a trashed sermon is gone from every public route and back after restore', async () => {
    const sermon = await makeSermon('Trashed Sermon')
    const everywhere = await publicSightings(sermon.id, sermon.title)
    expect(Object.values(everywhere)).not.toContain(false)

    const deleted = await asAdmin('DELETE', `/admin/sermons/${sermon.id}`)
    expect(deleted).toMatchObject({ status: 200, json: { message: 'Item deleted successfully' } })
    const gone = await publicSightings(sermon.id, sermon.title)
    expect(Object.values(gone)).not.toContain(true)
    // A visitor asking Payload's REST for the trash sees nothing of it either.
    const cmsRead = await payload.find({
      collection: slugs.sermons,
      where: { id: { equals: sermon.id } },
      trash: true,
      overrideAccess: false,
    })
    expect(cmsRead.docs).toEqual([])

    const trash = await asAdmin('GET', '/admin/trash?kind=sermons')
    expect(trash.status).toBe(200)
    expect(trash.json.keptDays).toBe(30)
    expect(trash.json.items).toContainEqual(
      expect.objectContaining({
        kind: 'sermons',
        id: sermon.id,
        title: sermon.title,
        deletedBy: 'Test admin',
      }),
    )

    const restored = await asAdmin('POST', `/admin/trash/sermons/${sermon.id}/restore`)
    expect(restored).toMatchObject({ status: 200, json: { message: 'Sermon restored' } })
    expect(await publicSightings(sermon.id, sermon.title)).toEqual(everywhere)
    const back = await payload.findByID({ collection: slugs.sermons, id: sermon.id })
    expect(back).toMatchObject({ deletedAt: null, deletedBy: null })
  })

  it('a trashed event leaves /api/events and the iCal feed', async () => {
    const event = await payload.create({
      collection: slugs.events,
      data: { title: `Trashed Event ${run}`, date: '2031-05-06' },
    })
    const inFeed = async () =>
      (await (await eventsIcs(new Request(siteUrl('/events.ics')))).text()).includes(event.title)
    expect(await inFeed()).toBe(true)
    await asAdmin('DELETE', `/admin/events/${event.id}`)
    expect(await inFeed()).toBe(false)
    expect((await callApi('GET', `/events/${event.id}`)).status).toBe(404)
    const events = (await callApi('GET', '/events')).json as { id: number }[]
    expect(events.map(({ id }) => id)).not.toContain(event.id)
    // Deleting it again is a 404: it is not on the site any more.
    expect((await asAdmin('DELETE', `/admin/events/${event.id}`)).status).toBe(404)
  })

  it('deletes for good only from the trash, and empties the trash', async () => {
    const live = await makeSermon('Live Sermon')
    const refused = await asAdmin('DELETE', `/admin/trash/sermons/${live.id}`)
    expect(refused).toMatchObject({
      status: 404,
      json: { message: 'Sermon not found in the trash' },
    })

    const doomed = await makeSermon('Doomed Sermon')
    await asAdmin('DELETE', `/admin/sermons/${doomed.id}`)
    const gone = await asAdmin('DELETE', `/admin/trash/sermons/${doomed.id}`)
    expect(gone).toMatchObject({ status: 200, json: { message: 'Sermon deleted for good' } })
    const find = (id: number) =>
      payload.findByID({ collection: slugs.sermons, id, trash: true, disableErrors: true })
    expect(await find(doomed.id)).toBeNull()

    await asAdmin('DELETE', `/admin/sermons/${live.id}`)
    const emptied = await asAdmin('DELETE', '/admin/trash')
    expect(emptied.status).toBe(200)
    expect(emptied.json.deleted).toBeGreaterThanOrEqual(1)
    expect(await find(live.id)).toBeNull()
    expect((await asAdmin('GET', '/admin/trash')).json.items).toEqual([])
  })

  it('purges what has been in the trash longer than the setting, and nothing newer', async () => {
    const old = await makeSermon('Old Trash')
    const recent = await makeSermon('Recent Trash')
    for (const { id } of [old, recent]) await asAdmin('DELETE', `/admin/sermons/${id}`)
    // The clock is moved through the stored deletedAt, as if it had been trashed then.
    await payload.db.pool.query(`UPDATE sermons SET deleted_at = $1 WHERE id = $2`, [
      subDays(new Date(), 31),
      old.id,
    ])
    expect(await purgeTrash(payload)).toBe(1)
    const left = await payload.find({
      collection: slugs.sermons,
      where: { id: { in: [old.id, recent.id] } },
      trash: true,
    })
    expect(left.docs.map(({ id }) => id)).toEqual([recent.id])

    await payload.updateGlobal({ slug: slugs.privacySettings, data: { trashDays: 7 } })
    try {
      expect(await purgeTrash(payload, new Date(Date.now() + 8 * 24 * 60 * 60 * 1000))).toBe(1)
    } finally {
      await payload.updateGlobal({ slug: slugs.privacySettings, data: { trashDays: 30 } })
    }
  })

  it('refuses anonymous (401) and non-staff (403) callers, and names a bad kind or id (404)', async () => {
    const routes = [
      ['GET', '/admin/trash'],
      ['DELETE', '/admin/trash'],
      ['POST', '/admin/trash/sermons/1/restore'],
      ['DELETE', '/admin/trash/sermons/1'],
    ] as const
    for (const [method, path] of routes) {
      expect((await callApi(method, path)).status).toBe(401)
      expect((await callApi(method, path, { cookie: users.member.cookie })).status).toBe(403)
    }
    expect(await asAdmin('POST', '/admin/trash/hymns/1/restore')).toMatchObject({
      status: 404,
      json: { message: 'There is no hymns trash' },
    })
    expect(await asAdmin('POST', '/admin/trash/events/abc/restore')).toMatchObject({
      status: 404,
      json: { message: 'Event not found' },
    })
    const badKind = await asAdmin('GET', '/admin/trash?kind=hymns')
    expect(badKind.status).toBe(400)
    expect(badKind.json.message).toContain('Kind is one of sermons, events')
  })
})
