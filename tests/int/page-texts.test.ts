import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { PAGE_TEXTS_DEFAULTS } from '@/lib/page-texts/defaults'
import { slugs } from '@/lib/slugs'

import { callApi } from './helpers/api'
import { expectFieldRefusal, pageTextsApi } from './helpers/page-texts'
import { getTestPayload } from './helpers/payload'
import { createTestUsers, type TestUser } from './helpers/users'

const visit = {
  heroText: 'Come as you are to [Church Name] at [Time].',
  faq: [
    { question: 'Is there parking?', answer: 'Yes, behind the hall.\n\nAnd on the street.' },
    { question: 'Is the church accessible?', answer: 'A ramp at the west door.' },
  ],
}
const give = {
  accountId: 'st-marks-2027',
  taxNotice: '[Church Name] is a registered charity.',
  introText: 'Thank you for giving to [Church Name].',
  byCheckText: 'Cheques to [Church Name], please, at:',
  inPersonText: 'The plate goes round at [Time].',
  officeText: 'Call the office for gift aid.',
}
const navigation = {
  mainLinks: [
    { label: 'Worship', href: '/plan-a-visit' },
    { label: 'Diocese', href: 'https://diocese.example.org/' },
  ],
  footerLinks: [{ label: 'Events', href: '/events' }],
}

describe('page texts (GET /api/page-texts, PUT /api/admin/page-texts/{visit,give,navigation})', () => {
  let payload: Payload
  let users: Record<'admin' | 'member', TestUser>
  let removeUsers: () => Promise<void>

  beforeAll(async () => {
    payload = await getTestPayload()
    ;({ users, remove: removeUsers } = await createTestUsers(payload, ['admin', 'member']))
  })
  afterAll(async () => {
    await payload.updateGlobal({ slug: slugs.pageTexts, data: PAGE_TEXTS_DEFAULTS })
    await removeUsers()
  })

  const api = pageTextsApi(() => users.admin.cookie)
  const { saved, put } = api

  it("a new church reads the spec's texts before anyone saves", async () => {
    const { status, json } = await callApi('GET', '/page-texts')
    expect(status).toBe(200)
    expect(json).toEqual(PAGE_TEXTS_DEFAULTS)
  })

  it('each page round-trips through its route and leaves the other as it was', async () => {
    const visitSaved = await put('visit', visit)
    expect(visitSaved.status).toBe(200)
    expect(visitSaved.json).toEqual({ ...PAGE_TEXTS_DEFAULTS, visit })
    const giveSaved = await put('give', give)
    expect(giveSaved.status).toBe(200)
    expect((await put('navigation', navigation)).status).toBe(200)
    expect(await saved()).toEqual({ ...PAGE_TEXTS_DEFAULTS, visit, give, navigation })
  })

  it.each<[string, object, string, string]>([
    ['visit', { ...visit, heroText: ' ' }, 'heroText', 'Welcome text is required'],
    [
      'visit',
      { ...visit, faq: [{ question: 'Parking?', answer: '' }] },
      'faq.0.answer',
      'Answer is required',
    ],
    [
      'give',
      { ...give, accountId: '"><script>alert(1)</script>' },
      'accountId',
      'Account ID must be letters, digits, - or _ (as the giving provider gives it)',
    ],
    ['give', { ...give, taxNotice: '' }, 'taxNotice', 'Tax notice is required'],
    ['give', { ...give, inPersonText: ' ' }, 'inPersonText', 'This text is required'],
    ...[
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,x',
      '//evil.example',
      'events',
    ].map((href): [string, object, string, string] => [
      'navigation',
      { ...navigation, footerLinks: [{ label: 'Oops', href }] },
      'footerLinks.0.href',
      'Link must be a page such as /events or a full https:// address',
    ]),
    [
      'navigation',
      { ...navigation, mainLinks: [{ label: '', href: '/events' }] },
      'mainLinks.0.label',
      'Link text is required',
    ],
  ])('%s: refuses %j with a field message and stores nothing', (page, body, field, message) =>
    expectFieldRefusal(api, page, body, field, message),
  )

  it('is refused to anyone not an admin', async () => {
    expect((await callApi('PUT', '/admin/page-texts/give', { body: give })).status).toBe(401)
    expect((await put('give', give, users.member.cookie)).status).toBe(403)
  })

  it('Payload itself (and so /cms) refuses a javascript: link', async () => {
    await expect(
      payload.updateGlobal({
        slug: slugs.pageTexts,
        data: { navigation: { mainLinks: [{ label: 'x', href: 'javascript:alert(1)' }] } },
      }),
    ).rejects.toThrow(/href|link/i)
  })

  it('Payload itself (and so /cms) refuses an unsafe account id', async () => {
    await expect(
      payload.updateGlobal({
        slug: slugs.pageTexts,
        data: { give: { accountId: 'a b"', taxNotice: 'x' } },
      }),
    ).rejects.toThrow(/account/i)
  })
})
