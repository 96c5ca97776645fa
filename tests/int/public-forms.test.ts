import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { slugs } from '@/lib/slugs'

import { callApi } from './helpers/api'
import { Cleanup } from './helpers/cleanup'
import { getTestPayload } from './helpers/payload'

const run = randomUUID().slice(0, 8)
const email = (name: string) => `${name}-${run}@test.shoreline.test`

describe('public forms', () => {
  let payload: Payload
  const cleanup = new Cleanup()
  const emails: string[] = []

  beforeAll(async () => {
    payload = await getTestPayload()
  })
  afterAll(async () => {
    for (const collection of [
      slugs.newsletterSubscribers,
      slugs.contactMessages,
      slugs.visitorRequests,
    ] as const) {
      await cleanup.deleteWhere(payload, collection, 'email', emails)
    }
  })

  const count = async (
    collection: 'newsletter-subscribers' | 'contact-messages' | 'visitor-requests',
    address: string,
  ) => (await payload.count({ collection, where: { email: { equals: address } } })).totalDocs

  describe('POST /api/newsletter/subscribe', () => {
    it('stores a new signup, inactive until confirmed, with the required success text', async () => {
      const address = email('news')
      emails.push(address)
      const { status, json } = await callApi('POST', '/newsletter/subscribe', {
        body: { email: address },
      })
      expect(status).toBe(201)
      expect(json).toEqual({ message: 'Thank you for subscribing to our newsletter!' })
      const { docs } = await payload.find({
        collection: slugs.newsletterSubscribers,
        where: { email: { equals: address } },
      })
      expect(docs).toHaveLength(1)
      // Double opt-in (docs/privacy.md): active only once the emailed link is confirmed.
      expect(docs[0]).toMatchObject({ isActive: false, confirmedAt: null })
      expect(docs[0].pendingSince).toEqual(expect.any(String))
    })

    it('treats a repeated address (in any case) as a friendly success without a second row', async () => {
      const address = email('repeat')
      emails.push(address)
      await callApi('POST', '/newsletter/subscribe', { body: { email: address } })
      const again = await callApi('POST', '/newsletter/subscribe', {
        body: { email: address.toUpperCase() },
      })
      // The same answer as a first signup: the form does not tell who is on the list.
      expect(again.status).toBe(201)
      expect(again.json.message).toBe('Thank you for subscribing to our newsletter!')
      expect(await count(slugs.newsletterSubscribers, address)).toBe(1)
    })

    it('asks an inactive subscriber who signs up again to confirm; still inactive until then', async () => {
      const address = email('inactive')
      emails.push(address)
      await payload.create({
        collection: slugs.newsletterSubscribers,
        data: { email: address, isActive: false },
      })
      await callApi('POST', '/newsletter/subscribe', { body: { email: address } })
      const { docs } = await payload.find({
        collection: slugs.newsletterSubscribers,
        where: { email: { equals: address } },
      })
      expect(docs.map((doc) => doc.isActive)).toEqual([false])
      expect(docs[0].pendingSince).toEqual(expect.any(String))
    })

    it('refuses a missing or invalid email with a field message and stores nothing', async () => {
      for (const body of [{}, { email: '' }, { email: `not-an-email-${run}` }]) {
        const { status, json } = await callApi('POST', '/newsletter/subscribe', { body })
        expect(status).toBe(400)
        expect(json.errors.email).toBe('Please enter a valid email address')
      }
      expect(await count(slugs.newsletterSubscribers, `not-an-email-${run}`)).toBe(0)
    })
  })

  describe('POST /api/contact', () => {
    const valid = () => ({
      firstName: 'Mary',
      lastName: 'Fisher',
      email: email('contact'),
      subject: `Baptism ${run}`,
      message: 'Could we talk about a baptism in June?',
    })

    it('stores the message as new', async () => {
      const body = valid()
      emails.push(body.email)
      const { status, json } = await callApi('POST', '/contact', { body })
      expect(status).toBe(201)
      expect(json.message).toBe(
        "Your message has been sent successfully! We'll get back to you soon.",
      )
      const stored = await payload.findByID({ collection: slugs.contactMessages, id: json.id })
      expect(stored).toMatchObject({ ...body, status: 'new' })
    })

    it('refuses missing fields with one message per field and stores nothing', async () => {
      const { status, json } = await callApi('POST', '/contact', {
        body: { email: 'bad', subject: `  ` },
      })
      expect(status).toBe(400)
      expect(json.errors).toEqual({
        firstName: 'First name is required',
        lastName: 'Last name is required',
        email: 'Please enter a valid email address',
        subject: 'Subject is required',
        message: 'Message is required',
      })
      expect(await count(slugs.contactMessages, 'bad')).toBe(0)
    })

    it('refuses a foreign origin and stores nothing', async () => {
      const body = { ...valid(), email: email('foreign') }
      const { status } = await callApi('POST', '/contact', { body, origin: 'https://evil.example' })
      expect(status).toBe(403)
      expect(await count(slugs.contactMessages, body.email)).toBe(0)
    })
  })

  describe('POST /api/visitor-requests', () => {
    it('stores the request as new', async () => {
      const body = {
        fullName: 'The Nguyen family',
        email: email('visit'),
        phone: '207-555-0199',
        numberOfKids: '5+',
      }
      emails.push(body.email)
      const { status, json } = await callApi('POST', '/visitor-requests', { body })
      expect(status).toBe(201)
      expect(json.message).toBe("We can't wait to meet you! We'll be in touch soon.")
      const stored = await payload.findByID({ collection: slugs.visitorRequests, id: json.id })
      expect(stored).toMatchObject({ ...body, status: 'new' })
    })

    it('answers with the required messages and stores nothing', async () => {
      const { status, json } = await callApi('POST', '/visitor-requests', {
        body: { fullName: '', email: 'x@', phone: '555-01', numberOfKids: '7' },
      })
      expect(status).toBe(400)
      expect(json.errors).toEqual({
        fullName: 'Full name is required',
        email: 'Valid email is required',
        phone: 'Phone number is required',
        numberOfKids: 'Please select number of kids',
      })
      expect(await count(slugs.visitorRequests, 'x@')).toBe(0)
    })
  })
})
