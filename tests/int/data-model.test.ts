import { randomUUID } from 'node:crypto'

import { ValidationError, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { slugs } from '@/lib/slugs'

import { Cleanup } from './helpers/cleanup'
import { getTestPayload } from './helpers/payload'

const run = randomUUID().slice(0, 8)

/**
 * The Local API (and so Payload's admin) enforces the rules of docs/requirements/api.md, not only
 * our /api schemas.
 */
describe('the data model refuses what the requirements forbid', () => {
  let payload: Payload
  const cleanup = new Cleanup()

  beforeAll(async () => {
    payload = await getTestPayload()
  })
  afterAll(() => cleanup.run(payload))

  const messagesOf = async (write: Promise<unknown>): Promise<Record<string, string>> => {
    const error = await write.then(
      () => null,
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(ValidationError)
    return Object.fromEntries(
      (error as ValidationError).data.errors.map(({ path, message }) => [path, message]),
    )
  }

  it('sermons need a title, speaker and date; links must be URLs', async () => {
    expect(
      await messagesOf(
        payload.create({
          collection: slugs.sermons,
          data: { title: '', speaker: ' ', date: '', youtubeUrl: 'not a url' } as never,
        }),
      ),
    ).toEqual({
      title: 'Title is required',
      speaker: 'Speaker is required',
      date: 'Date is required',
      youtubeUrl: 'Please enter a valid URL',
    })
    expect(
      await messagesOf(
        payload.create({
          collection: slugs.sermons,
          data: { title: 't', speaker: 's', date: '2026-02-30' },
        }),
      ),
    ).toEqual({
      date: 'Date must be YYYY-MM-DD',
    })
  })

  it('events check the image rule and times of day', async () => {
    expect(
      await messagesOf(
        payload.create({
          collection: slugs.events,
          data: {
            title: 'x',
            date: '2026-05-01',
            imageUrl: 'javascript:alert(1)',
            startTime: '25:00',
            externalUrl: 'ftp://x',
          },
        }),
      ),
    ).toEqual({
      imageUrl: 'Please enter a valid URL or upload an image',
      startTime: 'Time must be HH:MM (24-hour)',
      externalUrl: 'Please enter a valid URL',
    })
  })

  it('events take a local image path or an http URL', async () => {
    for (const imageUrl of ['/media/beach.jpg', 'https://images.example.org/a.jpg', '']) {
      cleanup.track(
        slugs.events,
        await payload.create({
          collection: slugs.events,
          data: { title: `img ${run}`, date: '2026-05-01', imageUrl },
        }),
      )
    }
  })

  it('sunday services need a time; featured content needs a content id and gets isActive true', async () => {
    expect(
      await messagesOf(
        payload.create({
          collection: slugs.sundayServices,
          data: { date: '2026-05-03', time: '' },
        }),
      ),
    ).toEqual({ time: 'Time is required' })
    expect(
      await messagesOf(
        payload.create({
          collection: slugs.featuredContent,
          data: { type: 'video', contentId: '' },
        }),
      ),
    ).toEqual({ contentId: 'Content ID is required' })
    const service = cleanup.track(
      slugs.sundayServices,
      await payload.create({
        collection: slugs.sundayServices,
        data: { date: '2026-05-03', time: '10:30' },
      }),
    )
    expect(service.isLive).toBe(false)
    const item = cleanup.track(
      slugs.featuredContent,
      await payload.create({
        collection: slugs.featuredContent,
        data: { type: 'event', contentId: `c-${run}` },
      }),
    )
    expect(item.isActive).toBe(true)
  })

  it('contact messages and visitor requests start as new', async () => {
    const message = cleanup.track(
      slugs.contactMessages,
      await payload.create({
        collection: slugs.contactMessages,
        data: {
          firstName: 'A',
          lastName: 'B',
          email: `m-${run}@test.shoreline.test`,
          subject: 's',
          message: 'm',
        },
      }),
    )
    expect(message.status).toBe('new')
    const visit = cleanup.track(
      slugs.visitorRequests,
      await payload.create({
        collection: slugs.visitorRequests,
        data: {
          fullName: 'A B',
          email: `v-${run}@test.shoreline.test`,
          phone: '2075550100',
          numberOfKids: '0',
        },
      }),
    )
    expect(visit.status).toBe('new')
    expect(
      await messagesOf(
        payload.create({
          collection: slugs.visitorRequests,
          data: { fullName: 'A', email: 'a@b.co', phone: '123', numberOfKids: '1' },
        }),
      ),
    ).toEqual({ phone: 'Phone number is required' })
  })

  it('newsletter emails are unique whatever their case', async () => {
    const address = `Unique-${run}@Test.Shoreline.test`
    const first = cleanup.track(
      slugs.newsletterSubscribers,
      await payload.create({ collection: slugs.newsletterSubscribers, data: { email: address } }),
    )
    expect(first.email).toBe(address.toLowerCase())
    expect(first.isActive).toBe(true)
    await expect(
      payload.create({
        collection: slugs.newsletterSubscribers,
        data: { email: address.toUpperCase() },
      }),
    ).rejects.toBeInstanceOf(ValidationError)
  })

  it('youtube channel configs keep maxResults between 1 and 50, default 20', async () => {
    expect(
      await messagesOf(
        payload.create({
          collection: slugs.youtubeConfigs,
          data: { channelId: `ch-${run}`, maxResults: 51 },
        }),
      ),
    ).toEqual({ maxResults: 'Max results must be between 1 and 50' })
    const config = cleanup.track(
      slugs.youtubeConfigs,
      await payload.create({ collection: slugs.youtubeConfigs, data: { channelId: `ch-${run}` } }),
    )
    expect(config.maxResults).toBe(20)
  })

  it('the site config checks colours, links, emails and the church name', async () => {
    expect(
      await messagesOf(
        payload.updateGlobal({
          slug: slugs.siteConfig,
          data: {
            churchName: '',
            primaryColor: 'blue',
            logoUrl: 'data:image/png',
            socialFacebook: 'facebook',
            contactEmailTo: 'office',
            contactPageUrl: 'plan-a-visit',
            smtpPort: 70000,
          },
        }),
      ),
    ).toEqual({
      churchName: 'Church name is required',
      primaryColor: 'Use a hex colour such as #2563eb',
      logoUrl: 'Please enter a valid URL or upload an image',
      socialFacebook: 'Please enter a valid URL',
      contactEmailTo: 'Please enter a valid email address',
      contactPageUrl: 'Please enter a valid URL',
      smtpPort: 'SMTP port must be a number between 1 and 65535',
    })
  })

  it('the site config has the required defaults', async () => {
    const config = await payload.findGlobal({ slug: slugs.siteConfig })
    expect(config).toMatchObject({
      emailProvider: expect.any(String),
      smtpPort: expect.any(Number),
      emailEnabled: expect.any(Boolean),
    })
  })
})
