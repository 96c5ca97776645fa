import type { Payload } from 'payload'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { RichText } from '@/components/rich-text/rich-text'
import { ABOUT_DEFAULTS } from '@/lib/about/defaults'
import { PAGE_TEXTS_DEFAULTS } from '@/lib/page-texts/defaults'
import { bold, bulletList, heading, link, paragraph, richTextDocument } from '@/lib/rich-text/build'
import { slugs } from '@/lib/slugs'
import { messages } from '@/lib/validation/messages'
import { toPageTexts } from '@/server/site-content/page-texts'

import { callApi } from './helpers/api'
import { expectFieldRefusal, pageTextsApi } from './helpers/page-texts'
import { getTestPayload } from './helpers/payload'
import { createTestUsers, type TestUser } from './helpers/users'

const music = richTextDocument(
  heading('h3', 'Evensong'),
  paragraph('Sung on the first Sunday of the month. ', link('/events', 'See the calendar')),
  bulletList([[bold('Choir')], [bold('Organ')]]),
)

const about = {
  leaders: [
    {
      honorific: 'The Rev.',
      name: 'Ana Ruiz',
      role: 'Curate',
      photoUrl: '/api/media/file/ana.jpg',
      bio: 'Ana joined us this summer.',
      email: 'ana@example.org',
    },
    {
      honorific: '',
      name: 'Ben Cole',
      role: 'Verger',
      photoUrl: '',
      bio: 'Keeps the keys.',
      email: '',
    },
  ],
  music,
  kidsChurch: ABOUT_DEFAULTS.kidsChurch,
  whatWeBelieve: ABOUT_DEFAULTS.whatWeBelieve,
  hiddenTabs: ['kids-church'],
}

const home = {
  heroTitle: 'Welcome to [Church Name]',
  heroSubtitle: 'Sundays at [Time]',
  welcomeCards: [
    { title: 'Worship', text: 'Every Sunday.' },
    { title: 'Events', text: 'Through the week.' },
    { title: 'Serve', text: 'In the town.' },
  ],
  newsletterPromise: 'News from the parish, twice a month.',
}

/** A stored text no editor makes: what a tampered database or a bad import could hold. */
const HOSTILE = {
  root: {
    type: 'root',
    children: [
      { type: 'heading', tag: 'script', children: [{ type: 'text', text: 'alert(1)', format: 0 }] },
      { type: 'script', text: 'alert(2)', children: [] },
      {
        type: 'paragraph',
        onclick: 'alert(3)',
        style: 'background:url(javascript:alert(4))',
        children: [
          { type: 'text', text: '<img src=x onerror=alert(5)>', format: 0 },
          {
            type: 'link',
            fields: { url: 'javascript:alert(6)', newTab: false },
            children: [{ type: 'text', text: 'Click', format: 0 }],
          },
          {
            type: 'autolink',
            fields: { url: ' data:text/html,<script>alert(7)</script>' },
            children: [{ type: 'text', text: 'Data', format: 0 }],
          },
        ],
      },
      { type: 'upload', value: { url: 'javascript:alert(8)', alt: '" onload="alert(9)' } },
      { type: 'list', tag: 'iframe', listType: 'bullet', children: [] },
      { type: 'block', fields: { blockType: 'html', html: '<script>alert(10)</script>' } },
    ],
  },
}

describe('About and Home texts (PUT /api/admin/page-texts/{about,home})', () => {
  let payload: Payload
  let users: Record<'admin' | 'member', TestUser>
  let removeUsers: () => Promise<void>

  beforeAll(async () => {
    payload = await getTestPayload()
    ;({ users, remove: removeUsers } = await createTestUsers(payload, ['admin', 'member']))
  })
  afterAll(async () => {
    await payload.updateGlobal({ slug: slugs.pageTexts, data: PAGE_TEXTS_DEFAULTS as never })
    await removeUsers()
  })

  const api = pageTextsApi(() => users.admin.cookie)
  const { saved, put } = api

  it("a new church reads the spec's About and Home texts", async () => {
    const texts = await saved()
    expect(texts.about).toEqual(ABOUT_DEFAULTS)
    expect(texts.home).toEqual(PAGE_TEXTS_DEFAULTS.home)
  })

  it('the About page round-trips: cards in order, a rich text, a hidden tab', async () => {
    const { status, json } = await put('about', about)
    expect(status).toBe(200)
    expect(json.about).toEqual(about)
    expect((await saved()).about).toEqual(about)
    // Reordered and one removed: stored as sent.
    const reordered = { ...about, leaders: [about.leaders[1]], hiddenTabs: [] }
    expect((await put('about', reordered)).json.about).toEqual(reordered)
  })

  it('the Home page round-trips and leaves the other pages as they were', async () => {
    const before = await saved()
    const { status, json } = await put('home', home)
    expect(status).toBe(200)
    expect(json).toEqual({ ...before, home })
  })

  const javascriptLink = richTextDocument(paragraph(link('javascript:alert(1)', 'Click')))
  const scriptNode = { root: { type: 'root', children: [{ type: 'script', children: [] }] } }

  it.each<[string, object, string, string]>([
    [
      'about',
      { ...about, leaders: [{ ...about.leaders[0], name: ' ' }] },
      'leaders.0.name',
      messages.leaderNameRequired,
    ],
    [
      'about',
      { ...about, leaders: [{ ...about.leaders[0], role: '' }] },
      'leaders.0.role',
      messages.leaderRoleRequired,
    ],
    [
      'about',
      { ...about, leaders: [{ ...about.leaders[0], photoUrl: 'javascript:alert(1)' }] },
      'leaders.0.photoUrl',
      messages.imageUrl,
    ],
    [
      'about',
      { ...about, leaders: [{ ...about.leaders[0], email: 'not an email' }] },
      'leaders.0.email',
      messages.validEmail,
    ],
    ['about', { ...about, music: javascriptLink }, 'music', messages.richTextLink],
    ['about', { ...about, kidsChurch: scriptNode }, 'kidsChurch', messages.richTextShape],
    ['home', { ...home, heroTitle: '' }, 'heroTitle', messages.heroTitleRequired],
    [
      'home',
      { ...home, welcomeCards: home.welcomeCards.slice(0, 2) },
      'welcomeCards',
      messages.welcomeCardCount,
    ],
    [
      'home',
      { ...home, welcomeCards: [{ title: 'A', text: '' }, ...home.welcomeCards.slice(1)] },
      'welcomeCards.0.text',
      messages.welcomeCardTextRequired,
    ],
    [
      'home',
      { ...home, newsletterPromise: ' ' },
      'newsletterPromise',
      messages.newsletterPromiseRequired,
    ],
  ])('%s: refuses %j with a field message and stores nothing', (page, body, field, message) =>
    expectFieldRefusal(api, page, body, field, message),
  )

  it('is refused to anyone not an admin', async () => {
    for (const [page, body] of [
      ['about', about],
      ['home', home],
    ] as const) {
      expect((await callApi('PUT', `/admin/page-texts/${page}`, { body })).status).toBe(401)
      expect((await put(page, body, users.member.cookie)).status).toBe(403)
    }
  })

  it('Payload itself (and so /cms) refuses a rich text with a javascript: link', async () => {
    const refused = await payload
      .updateGlobal({
        slug: slugs.pageTexts,
        data: { about: { ...about, music: javascriptLink } } as never,
      })
      .then(
        () => null,
        (error: { data?: unknown }) => error,
      )
    expect(JSON.stringify(refused?.data)).toContain(messages.richTextLink)
  })

  it('a hostile stored rich text renders with no script, event handler or unsafe address', async () => {
    // Written past every check, as a tampered database would hold it, then read as pages read it.
    const row = await payload.findGlobal({ slug: slugs.pageTexts, depth: 0 })
    await payload.db.updateGlobal({
      slug: slugs.pageTexts,
      data: { ...row, about: { ...row.about, whatWeBelieve: HOSTILE } },
      req: {} as never,
    })
    const stored = toPageTexts(await payload.findGlobal({ slug: slugs.pageTexts, depth: 0 }))
    expect(JSON.stringify(stored.about.whatWeBelieve)).toContain('javascript:alert(6)')

    const html = renderToStaticMarkup(
      createElement(RichText, { document: stored.about.whatWeBelieve, id: 'hostile' }),
    )
    // Inside any tag: no script-bearing element, event handler, style or unsafe address.
    expect(html).not.toMatch(/<(script|iframe|img|object|embed)\b/i)
    expect(html).not.toMatch(/<[^>]*\s(on\w+|style)\s*=/i)
    expect(html).not.toMatch(/<[^>]*(javascript:|data:)/i)
    // The words are still shown, as text.
    expect(html).toContain('&lt;img src=x onerror=alert(5)&gt;')
    expect(html).toContain('<span>Click</span>')
    expect(html).not.toContain('unknown node')
  })

  it('the default texts render the spec’s sections, cards and links', () => {
    const html = renderToStaticMarkup(
      createElement(RichText, { document: ABOUT_DEFAULTS.whatWeBelieve, id: 'believe' }),
    )
    expect(html).toContain(
      '<h3 id="believe-1" class="text-xl font-semibold text-secondary">Our Core Beliefs</h3>',
    )
    expect(html.match(/<li class=/g)).toHaveLength(8)
    expect(html).toContain(
      'href="https://www.episcopalmaine.org" target="_blank" rel="noopener noreferrer"',
    )
  })
})
