import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { slugs } from '@/lib/slugs'

import { callApi } from './helpers/api'
import { getTestPayload } from './helpers/payload'
import { createTestUser, type TestUser } from './helpers/users'

const run = randomUUID().slice(0, 8)

describe('admin bulk tools', () => {
  let payload: Payload
  let admin: TestUser

  beforeAll(async () => {
    payload = await getTestPayload()
    admin = await createTestUser(payload, 'admin')
  })
  afterAll(async () => {
    await payload.delete({ collection: slugs.sermons, where: { title: { contains: run } } })
    await payload.delete({ collection: slugs.events, where: { title: { contains: run } } })
    await payload.delete({ collection: slugs.users, id: admin.user.id })
  })

  const post = (path: string, data: unknown[]) =>
    callApi('POST', path, { body: { data }, cookie: admin.cookie })

  const sermon = (title: string, date: string) =>
    payload.create({
      collection: slugs.sermons,
      data: { title: `${title} ${run}`, speaker: 'Before', date },
    })

  describe('POST /api/admin/sermons/bulk-update', () => {
    it('updates by id, by title and date, creates new ones and counts the skipped', async () => {
      const first = await sermon('First', '2031-02-02')
      const second = await sermon('Second', '2031-02-09')
      const { status, json } = await post('/admin/sermons/bulk-update', [
        { id: String(first.id), series: `Series ${run}` },
        { title: second.title, date: second.date, speaker: 'After' },
        { title: `Brand new ${run}`, speaker: 'New Speaker', date: '2031-02-16' },
        { title: `Unknown ${run}`, date: '2031-02-23' },
      ])
      expect(status).toBe(200)
      expect(json).toMatchObject({ updated: 2, created: 1, skipped: 1 })
      expect(json.message).toBe('Updated 2 sermons, created 1, skipped 1')
      expect((await payload.findByID({ collection: slugs.sermons, id: first.id })).series).toBe(
        `Series ${run}`,
      )
      expect((await payload.findByID({ collection: slugs.sermons, id: second.id })).speaker).toBe(
        'After',
      )
      expect(
        (
          await payload.count({
            collection: slugs.sermons,
            where: { title: { equals: `Brand new ${run}` } },
          })
        ).totalDocs,
      ).toBe(1)
      expect(
        (
          await payload.count({
            collection: slugs.sermons,
            where: { title: { equals: `Unknown ${run}` } },
          })
        ).totalDocs,
      ).toBe(0)
    })

    it('says one sermon in the singular', async () => {
      const only = await sermon('Only', '2031-02-02')
      const { json } = await post('/admin/sermons/bulk-update', [
        { id: String(only.id), series: `Series ${run}` },
      ])
      expect(json.message).toBe('Updated 1 sermon, created 0, skipped 0')
    })

    it('answers no rows with the required message', async () => {
      const { status, json } = await post('/admin/sermons/bulk-update', [])
      expect(status).toBe(400)
      expect(json.message).toBe('No data found to update')
    })

    it('changes nothing when one row is bad, and names the row', async () => {
      const target = await sermon('Untouched', '2031-03-02')
      const { status, json } = await post('/admin/sermons/bulk-update', [
        { id: target.id, series: 'Should not stick' },
        { title: `Bad ${run}`, speaker: 'S', date: '2031-02-30' },
      ])
      expect(status).toBe(400)
      expect(json.errors).toEqual({ 'data.1.date': 'Row 2: Date must be YYYY-MM-DD' })
      expect(
        (await payload.findByID({ collection: slugs.sermons, id: target.id })).series,
      ).toBeFalsy()
      expect(
        (
          await payload.count({
            collection: slugs.sermons,
            where: { title: { equals: `Bad ${run}` } },
          })
        ).totalDocs,
      ).toBe(0)
    })
  })

  describe('POST /api/admin/events/bulk-import', () => {
    const row = (title: string, date = '2031-06-01') => ({
      title: `${title} ${run}`,
      date,
      startTime: '18:00',
    })

    it('imports the titled rows and drops the untitled ones', async () => {
      const { status, json } = await post('/admin/events/bulk-import', [
        row('Picnic'),
        { title: '', date: '2031-06-02' },
        row('Vigil'),
      ])
      expect(status).toBe(200)
      expect(json).toEqual({ message: 'Imported 2 events', imported: 2, dropped: 1 })
      expect(
        (
          await payload.count({
            collection: slugs.events,
            where: { title: { in: [`Picnic ${run}`, `Vigil ${run}`] } },
          })
        ).totalDocs,
      ).toBe(2)
    })

    it('says one event in the singular', async () => {
      const { json } = await post('/admin/events/bulk-import', [row('Solo')])
      expect(json.message).toBe('Imported 1 event')
    })

    it('answers rows that all lack a title with the required message', async () => {
      const { status, json } = await post('/admin/events/bulk-import', [
        { title: ' ', date: '2031-06-02' },
        {},
      ])
      expect(status).toBe(400)
      expect(json.message).toBe('No valid events found to import')
    })

    it('imports nothing when one row is bad', async () => {
      const { status, json } = await post('/admin/events/bulk-import', [
        row('Good one'),
        row('Bad one', 'soon'),
      ])
      expect(status).toBe(400)
      expect(json.errors).toEqual({ 'data.1.date': 'Row 2: Date must be YYYY-MM-DD' })
      expect(
        (
          await payload.count({
            collection: slugs.events,
            where: { title: { equals: `Good one ${run}` } },
          })
        ).totalDocs,
      ).toBe(0)
    })
  })

  describe('clear-all', () => {
    it('DELETE /api/admin/sermons/clear-all moves every sermon to the trash, and says how many', async () => {
      // Clear-all removes them all anyway; one left makes the count (and its noun) known.
      await payload.delete({ collection: slugs.sermons, where: { id: { exists: true } } })
      await sermon('Doomed', '2031-04-04')
      const { status, json } = await callApi('DELETE', '/admin/sermons/clear-all', {
        cookie: admin.cookie,
      })
      expect(status).toBe(200)
      expect(json).toMatchObject({ message: 'Moved 1 sermon to the trash', deleted: 1 })
      expect((await payload.count({ collection: slugs.sermons })).totalDocs).toBe(0)
      const trashed = await payload.find({
        collection: slugs.sermons,
        where: { deletedBy: { equals: admin.user.id } },
        trash: true,
      })
      expect(trashed.docs.map((doc) => doc.title)).toEqual([expect.stringContaining('Doomed')])
    })

    it('DELETE /api/admin/events/clear-all moves every event to the trash', async () => {
      await payload.create({
        collection: slugs.events,
        data: { title: `Doomed ${run}`, date: '2031-04-04' },
      })
      const { status, json } = await callApi('DELETE', '/admin/events/clear-all', {
        cookie: admin.cookie,
      })
      expect(status).toBe(200)
      expect(json.deleted).toBeGreaterThan(0)
      expect((await payload.count({ collection: slugs.events })).totalDocs).toBe(0)
    })
  })
})
