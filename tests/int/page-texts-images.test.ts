import type { Payload } from 'payload'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { RichText } from '@/components/rich-text/rich-text'
import { ABOUT_DEFAULTS } from '@/lib/about/defaults'
import { PAGE_TEXTS_DEFAULTS } from '@/lib/page-texts/defaults'
import { heading, paragraph, richTextDocument } from '@/lib/rich-text/build'
import type { RichTextDocument, RichTextNode } from '@/lib/rich-text/document'
import { imageIdsOf } from '@/lib/rich-text/images'
import { slugs } from '@/lib/slugs'
import { messages } from '@/lib/validation/messages'
import { getRichTextImages } from '@/server/site-content/rich-text-images'
import { toPageTexts } from '@/server/site-content/page-texts'

import type { Media } from '../../payload-types'
import { makePng } from '../helpers/png'
import { callApi } from './helpers/api'
import { expectFieldRefusal, pageTextsApi } from './helpers/page-texts'
import { getTestPayload } from './helpers/payload'
import { createTestUsers, type TestUser } from './helpers/users'

/** An image as both editors store it: Payload's upload node, the alt text staff typed. */
const imageNode = (value: unknown, alt = ''): RichTextNode => ({
  type: 'upload',
  version: 3,
  format: '',
  id: '65a0c0ffee0123456789abcd',
  relationTo: 'media',
  value,
  fields: { alt },
})

const render = async (document: RichTextDocument) =>
  renderToStaticMarkup(
    createElement(RichText, {
      document,
      id: 'music',
      images: await getRichTextImages(imageIdsOf(document)),
    }),
  )

describe('images in the About texts', () => {
  let payload: Payload
  let users: Record<'admin' | 'member', TestUser>
  let removeUsers: () => Promise<void>
  let choir: Media
  let notAnImage: Media

  beforeAll(async () => {
    payload = await getTestPayload()
    ;({ users, remove: removeUsers } = await createTestUsers(payload, ['admin', 'member']))
    // Stored as the dashboard's upload stores it (our own name, so our own address).
    const filename = `choir-${Date.now().toString(16).padStart(16, '0').slice(-16)}.png`
    choir = (await payload.create({
      collection: slugs.media,
      data: { alt: 'The choir' },
      file: { data: makePng(40, 30), mimetype: 'image/png', name: filename, size: 0 },
      overrideAccess: true,
    })) as Media
    // A media entry that is no image the site shows: written past Payload's checks.
    notAnImage = (await payload.create({
      collection: slugs.media,
      data: {},
      file: { data: makePng(2, 2), mimetype: 'image/png', name: 'not-image.png', size: 0 },
      overrideAccess: true,
    })) as Media
    await payload.db.updateOne({
      collection: slugs.media,
      id: notAnImage.id,
      data: { mimeType: 'text/html' },
      req: {} as never,
    })
  })
  afterAll(async () => {
    await payload.updateGlobal({ slug: slugs.pageTexts, data: PAGE_TEXTS_DEFAULTS as never })
    await payload.delete({
      collection: slugs.media,
      where: { id: { in: [choir.id, notAnImage.id] } },
    })
    await removeUsers()
  })

  const api = pageTextsApi(() => users.admin.cookie)
  const withMusic = (music: RichTextDocument) => ({ ...ABOUT_DEFAULTS, music })

  it('an image node round-trips through the admin route as Payload stores it', async () => {
    const music = richTextDocument(
      heading('h3', 'Evensong'),
      imageNode(choir.id, 'The choir singing Evensong'),
      paragraph('Sung monthly.'),
    )
    const { status, json } = await api.put('about', withMusic(music))
    expect(status).toBe(200)
    expect(json.about.music).toEqual(music)
    expect((await api.saved()).about.music).toEqual(music)
    // Payload's own read (and so /cms's editor) finds the same node and can populate it.
    const populated = await payload.findGlobal({ slug: slugs.pageTexts, depth: 1 })
    const node = (populated.about.music as unknown as RichTextDocument).root.children[1]
    expect((node.value as Media).id).toBe(choir.id)
  })

  it('draws the image from its media entry: our address, its size, the alt staff typed, lazy', async () => {
    const stored = toPageTexts(await payload.findGlobal({ slug: slugs.pageTexts, depth: 0 }))
    const html = await render(stored.about.music)
    expect(html).toContain(
      `<img src="/api/media/${choir.filename}" alt="The choir singing Evensong" width="40" height="30" loading="lazy" decoding="async"`,
    )
    // Without alt text of its own, the media entry's alt is used.
    expect(await render(richTextDocument(imageNode(choir.id)))).toContain('alt="The choir"')
  })

  it('draws nothing unsafe for a hostile, missing or non-image node', async () => {
    const hostile = richTextDocument(
      paragraph('Before'),
      imageNode({ url: 'javascript:alert(1)', alt: '" onerror="alert(2)' }),
      imageNode({ id: 999_999_999, url: 'javascript:alert(3)' }),
      imageNode(999_999_999),
      imageNode(notAnImage.id),
      { ...imageNode(choir.id), relationTo: 'users' },
      paragraph('After'),
    )
    const html = await render(hostile)
    expect(html).not.toMatch(/<img\b/i)
    expect(html).not.toMatch(/javascript:|onerror/i)
    expect(html).toContain('Before')
    expect(html).toContain('After')
  })

  it.each<[string, RichTextNode]>([
    ['an address instead of an id', imageNode({ url: 'javascript:alert(1)' })],
    ['another collection', { ...imageNode(1), relationTo: 'users' }],
    ['no id', imageNode(null)],
  ])('refuses an image with %s, storing nothing', (_, node) =>
    expectFieldRefusal(
      api,
      'about',
      withMusic(richTextDocument(paragraph('Hi'), node)),
      'music',
      messages.richTextImage,
    ),
  )

  it('the picker lists the library’s images for admins only', async () => {
    const { status, json } = await callApi('GET', `/admin/media?id=${choir.id}`, {
      cookie: users.admin.cookie,
    })
    expect(status).toBe(200)
    expect(json.docs).toEqual([
      {
        id: choir.id,
        url: `/api/media/${choir.filename}`,
        alt: 'The choir',
        width: 40,
        height: 30,
      },
    ])
    const byName = await callApi('GET', `/admin/media?filename=${choir.filename}`, {
      cookie: users.admin.cookie,
    })
    expect(byName.json.docs.map((doc: { id: number }) => doc.id)).toEqual([choir.id])
    const newest = await callApi('GET', '/admin/media', { cookie: users.admin.cookie })
    expect(newest.json.docs.map((doc: { id: number }) => doc.id)).toContain(choir.id)
    expect(newest.json.docs.map((doc: { id: number }) => doc.id)).not.toContain(notAnImage.id)
    expect((await callApi('GET', '/admin/media?id=x', { cookie: users.admin.cookie })).status).toBe(
      400,
    )
    expect((await callApi('GET', '/admin/media')).status).toBe(401)
    expect((await callApi('GET', '/admin/media', { cookie: users.member.cookie })).status).toBe(403)
  })
})
