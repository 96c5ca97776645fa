import { readdir, stat } from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { env } from '@/env'
import { slugs } from '@/lib/slugs'
import { seedEvents } from '@/server/seed/data/events'
import { seedGroups } from '@/server/seed/data/groups'
import { seedLiveStreams } from '@/server/seed/data/live-streams'
import { seedSermons } from '@/server/seed/data/sermons'
import { seedFeaturedVideo } from '@/server/seed/data/site'
import { seedSundayServices } from '@/server/seed/data/sunday-services'
import { seed } from '@/server/seed/seed'
import { hostedFileName, incomingDir, sermonFilesDir } from '@/server/sermon-files/locations'
import { isOnAir, LONGEST_BROADCAST_MS } from '@/server/live-streams/live-window'

import { getTestPayload } from './helpers/payload'

describe('the demo seed', () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await getTestPayload()
  })

  afterAll(async () => {
    // Their bytes go with the records (collections/SermonFiles.ts).
    const sermons = await payload.find({
      collection: slugs.sermons,
      where: { title: { in: seedSermons.map((s) => s.title) } },
      pagination: false,
      depth: 0,
    })
    await payload.delete({
      collection: slugs.sermonFiles,
      where: { sermon: { in: sermons.docs.map((sermon) => sermon.id) } },
    })
    await payload.delete({
      collection: slugs.sermons,
      where: { title: { in: seedSermons.map((s) => s.title) } },
    })
    await payload.delete({
      collection: slugs.events,
      where: { title: { in: seedEvents.map((e) => e.title) } },
    })
    await payload.delete({
      collection: slugs.liveStreams,
      where: { title: { in: seedLiveStreams.map((s) => s.title) } },
    })
    await payload.delete({
      collection: slugs.sundayServices,
      where: { youtubeUrl: { in: seedSundayServices.map((s) => s.youtubeUrl) } },
    })
    await payload.delete({
      collection: slugs.featuredContent,
      where: { contentId: { equals: seedFeaturedVideo.contentId } },
    })
    await payload.delete({
      collection: slugs.groups,
      where: { slug: { in: seedGroups.map((g) => g.slug) } },
    })
    await payload.delete({
      collection: slugs.users,
      where: { email: { in: ['admin@shoreline.test', 'member@shoreline.test'] } },
    })
  })

  it('fills the database with the demo church, then changes nothing on a second run', async () => {
    const first = await seed(payload, { ...env, NODE_ENV: 'development' })
    expect(first).toMatchObject({
      users: 2,
      sermons: seedSermons.length,
      // Three recordings and one PDF of notes.
      sermonFiles: 4,
      events: 12,
      liveStreams: 8,
      sundayServices: 8,
      featuredContent: 1,
      groups: 5,
    })
    const second = await seed(payload, { ...env, NODE_ENV: 'development' })
    expect(Object.values(second).every((count) => count === 0)).toBe(true)
  })

  it('stores the demo audio and notes through the sermon file storage, as an upload would', async () => {
    const newest = seedSermons.find((sermon) => sermon.weeksAgo === 0)!
    const sermon = (
      await payload.find({ collection: slugs.sermons, where: { title: { equals: newest.title } } })
    ).docs[0]
    const filename = hostedFileName(sermon.audioUrl ?? '')
    expect(filename).toMatch(/^demo-sermon-1-[0-9a-f]{16}\.mp3$/)
    // Measured on arrival: the podcast enclosure's facts come from the stored file.
    const audio = await stat(path.join(sermonFilesDir(), filename!))
    expect(sermon).toMatchObject({
      audioBytes: audio.size,
      audioType: 'audio/mpeg',
      audioSeconds: 4,
    })
    const files = await payload.find({
      collection: slugs.sermonFiles,
      where: { sermon: { equals: sermon.id } },
      sort: 'kind',
    })
    expect(files.docs.map((file) => [file.kind, file.mimeType, file.label ?? null])).toEqual([
      ['audio', 'audio/mpeg', null],
      ['document', 'application/pdf', 'Sermon notes'],
    ])
    const pdf = files.docs[1]
    expect((await stat(path.join(sermonFilesDir(), pdf.filename))).size).toBe(pdf.bytes)
    // Nothing of the seed's own staging is left in the incoming folder.
    const incoming = await readdir(incomingDir()).catch(() => [])
    expect(incoming.filter((name) => name.startsWith('seed-'))).toEqual([])
  })

  it('has at least 30 sermons across 3 series and 4 speakers, with the required description blocks', async () => {
    const { docs } = await payload.find({
      collection: slugs.sermons,
      where: { title: { in: seedSermons.map((s) => s.title) } },
      limit: 0,
      pagination: false,
    })
    expect(docs.length).toBeGreaterThanOrEqual(30)
    expect(new Set(docs.map((s) => s.series)).size).toBe(3)
    expect(new Set(docs.map((s) => s.speaker)).size).toBe(4)
    expect(docs.every((s) => s.description?.includes('Scriptures Referenced:'))).toBe(true)
    expect(docs.some((s) => s.description?.includes('Social Links:'))).toBe(true)
  })

  it('has recurring events, one live stream and a featured video', async () => {
    const events = await payload.find({
      collection: slugs.events,
      where: { title: { in: seedEvents.map((e) => e.title) } },
      limit: 0,
      pagination: false,
    })
    expect(events.docs.filter((e) => e.isRecurring).length).toBeGreaterThan(0)
    const live = await payload.count({
      collection: slugs.liveStreams,
      where: {
        and: [{ isLive: { equals: true } }, { title: { in: seedLiveStreams.map((s) => s.title) } }],
      },
    })
    expect(live.totalDocs).toBe(1)
  })

  it('starts the demo live stream as the seed runs, so it is on air for a while and then recorded', async () => {
    const { docs } = await payload.find({
      collection: slugs.liveStreams,
      where: { title: { in: seedLiveStreams.map((s) => s.title) } },
      limit: 0,
      pagination: false,
    })
    const [live, ...recorded] = [...docs].sort((a, b) => Number(b.isLive) - Number(a.isLive))
    const now = new Date()
    expect(isOnAir(live, env.TIME_ZONE, now)).toBe(true)
    expect(isOnAir(live, env.TIME_ZONE, new Date(now.getTime() + LONGEST_BROADCAST_MS))).toBe(false)
    expect(recorded.map((stream) => stream.startTime)).toEqual(recorded.map(() => '10:30'))
  })

  it('creates the demo accounts with their roles outside production, and logs them in', async () => {
    const { docs } = await payload.find({
      collection: slugs.users,
      where: { email: { in: ['admin@shoreline.test', 'member@shoreline.test'] } },
    })
    expect(Object.fromEntries(docs.map((u) => [u.email, u.role]))).toEqual({
      'admin@shoreline.test': 'superuser',
      'member@shoreline.test': 'member',
    })
    const login = await payload.login({
      collection: slugs.users,
      data: { email: 'admin@shoreline.test', password: env.SEED_ADMIN_PASSWORD },
    })
    expect(login.token).toBeTruthy()
  })

  it('never creates the demo accounts in production', async () => {
    await payload.delete({
      collection: slugs.users,
      where: { email: { in: ['admin@shoreline.test', 'member@shoreline.test'] } },
    })
    const report = await seed(payload, { ...env, NODE_ENV: 'production' })
    expect(report.users).toBe(0)
    expect(
      (
        await payload.count({
          collection: slugs.users,
          where: { email: { equals: 'admin@shoreline.test' } },
        })
      ).totalDocs,
    ).toBe(0)
  })
})
