import { randomUUID } from 'node:crypto'

import { ValidationError, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { env } from '@/env'
import { slugs } from '@/lib/slugs'
import { INTERNAL_ADDRESS_MESSAGE } from '@/server/http/outbound/refused'

import type { Sermon } from '../../payload-types'
import { startAudioServer } from '../fakes/audio-server'
import { startCountingListener, type CountingListener } from '../fakes/counting-listener'
import { callApi } from './helpers/api'
import { Cleanup } from './helpers/cleanup'
import { getTestPayload } from './helpers/payload'
import { createTestUser, type TestUser } from './helpers/users'

/**
 * Issue #41 item 3: saving a sermon fetches its audio link (to learn the podcast enclosure's size
 * and type), so a link must never make the server request an address inside its own network
 * (docs/outbound-requests.md). A real listener on loopback stands in for the internal service
 * and counts what reaches it.
 */
const run = randomUUID().slice(0, 8)
const mp3 = Buffer.alloc(2_345, 1)

const LOOPBACK_SPELLINGS = [
  '127.0.0.1',
  '[::1]',
  '0x7f000001',
  '2130706433',
  '[::ffff:127.0.0.1]',
  // A name is judged by the address it resolves to, when connecting.
  'localhost',
]

const refusedWith = async (save: Promise<unknown>) => {
  const error = await save.then(
    () => null,
    (thrown: unknown) => thrown,
  )
  expect(error).toBeInstanceOf(ValidationError)
  return (error as ValidationError).data.errors
}

describe('links the server fetches never reach its own network', () => {
  let payload: Payload
  let admin: TestUser
  let trap: CountingListener
  let relay: CountingListener
  let audio: Awaited<ReturnType<typeof startAudioServer>>
  const savedAllowlist = env.OUTBOUND_ALLOWED_ORIGINS
  const cleanup = new Cleanup()

  const create = (title: string, audioUrl: string) =>
    payload.create({
      collection: slugs.sermons,
      data: { title: `${title} ${run}`, speaker: 'The Rev. Test', date: '2030-06-01', audioUrl },
    })
  const countTitled = async (title: string) =>
    (
      await payload.count({
        collection: slugs.sermons,
        where: { title: { equals: `${title} ${run}` } },
      })
    ).totalDocs

  beforeAll(async () => {
    payload = await getTestPayload()
    admin = await createTestUser(payload, 'admin')
    cleanup.track(slugs.users, admin.user)
    trap = await startCountingListener()
    // An allowlisted host that answers every request with a redirect to where ?to= says.
    relay = await startCountingListener((req, res) => {
      const to = new URL(req.url ?? '/', 'http://x').searchParams.get('to') ?? '/'
      res.writeHead(302, { location: to }).end()
    })
    audio = await startAudioServer({
      '/one.mp3': { bytes: mp3, type: 'audio/mpeg', headAllowed: true },
    })
    // The operator's allowlist (OUTBOUND_ALLOWED_ORIGINS), read on every fetch: the relay and the
    // audio host, never the trap, though all three are on 127.0.0.1.
    Object.assign(env, {
      OUTBOUND_ALLOWED_ORIGINS: [relay.origin, new URL(audio.url('/')).origin],
    })
  })

  afterAll(async () => {
    Object.assign(env, { OUTBOUND_ALLOWED_ORIGINS: savedAllowlist })
    await cleanup.run(payload)
    await Promise.all([trap.close(), relay.close(), audio.close()])
  })

  it('refuses to save an audio link on loopback, however spelled, and requests nothing', async () => {
    for (const host of LOOPBACK_SPELLINGS) {
      const title = `Loopback ${host}`
      const errors = await refusedWith(create(title, trap.url('/sermon.mp3', host)))
      expect(errors, host).toEqual([{ path: 'audioUrl', message: INTERNAL_ADDRESS_MESSAGE }])
      expect(await countTitled(title)).toBe(0)
    }
    expect(trap.connections()).toBe(0)
    expect(trap.requests()).toBe(0)
  })

  it('refuses private, link-local and cloud metadata addresses too', async () => {
    for (const host of ['10.0.0.1', '192.168.1.1', '169.254.169.254', '[fd00:ec2::254]']) {
      const errors = await refusedWith(create(`Private ${host}`, `http://${host}/sermon.mp3`))
      expect(errors, host).toEqual([{ path: 'audioUrl', message: INTERNAL_ADDRESS_MESSAGE }])
    }
  })

  it('refuses an allowed host that redirects to a loopback port that is not allowed', async () => {
    const link = relay.url(`/sermon.mp3?to=${encodeURIComponent(trap.url('/sermon.mp3'))}`)
    const errors = await refusedWith(create('Redirected', link))
    expect(errors).toEqual([{ path: 'audioUrl', message: INTERNAL_ADDRESS_MESSAGE }])
    expect(relay.requests()).toBe(1)
    expect(trap.connections()).toBe(0)
    expect(await countTitled('Redirected')).toBe(0)
  })

  it('answers the dashboard 400 with the message on the field, for a new sermon and an edit', async () => {
    const body = {
      title: `Dashboard ${run}`,
      speaker: 'The Rev. Test',
      date: '2030-06-02',
      audioUrl: trap.url('/sermon.mp3', '[::ffff:127.0.0.1]'),
    }
    const created = await callApi('POST', '/admin/sermons', { body, cookie: admin.cookie })
    expect(created.status).toBe(400)
    expect(created.json).toEqual({
      message: INTERNAL_ADDRESS_MESSAGE,
      errors: { audioUrl: INTERNAL_ADDRESS_MESSAGE },
    })

    // An edit that moves a sermon's audio inside is refused, and its stored facts stay as they were.
    const sermon = cleanup.track(slugs.sermons, await create('Allowed', audio.url('/one.mp3')))
    expect(sermon).toMatchObject({ audioBytes: mp3.length, audioType: 'audio/mpeg' })
    const edited = await callApi('PUT', `/admin/sermons/${sermon.id}`, {
      body: { ...body, title: sermon.title, audioUrl: trap.url('/sermon.mp3', '2130706433') },
      cookie: admin.cookie,
    })
    expect(edited.status).toBe(400)
    expect(edited.json.errors).toEqual({ audioUrl: INTERNAL_ADDRESS_MESSAGE })
    expect(await payload.findByID({ collection: slugs.sermons, id: sermon.id })).toMatchObject({
      audioUrl: audio.url('/one.mp3'),
      audioBytes: mp3.length,
      audioType: 'audio/mpeg',
    })
    expect(trap.connections()).toBe(0)
  })

  it('leaves a sermon saved before the rule editable, without learning facts from inside', async () => {
    // Saved while its host was allowed, then the operator took the host off the list.
    const legacy = cleanup.track(
      slugs.sermons,
      (await create('Legacy', audio.url('/gone.mp3'))) as Sermon,
    )
    expect(legacy.audioBytes).toBeNull()
    const requestsBefore = audio.requests()
    Object.assign(env, { OUTBOUND_ALLOWED_ORIGINS: [relay.origin] })
    try {
      const retitled = await payload.update({
        collection: slugs.sermons,
        id: legacy.id,
        data: { title: `Legacy ${run} (retitled)` },
      })
      expect(retitled).toMatchObject({ audioBytes: null, audioType: null })
    } finally {
      Object.assign(env, {
        OUTBOUND_ALLOWED_ORIGINS: [relay.origin, new URL(audio.url('/')).origin],
      })
    }
    expect(audio.requests()).toBe(requestsBefore)
  })
})
