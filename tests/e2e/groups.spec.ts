import { randomUUID } from 'node:crypto'

import { expect, type Browser, type Page } from '@playwright/test'

import { TestMailServer } from '../int/helpers/smtp'
import { expectNoAxeViolations } from './helpers/axe'
import { callAsPage } from './helpers/admin-api'
import { logInAs, siteOrigin } from './helpers/session'
import { routeSiteMailTo } from './helpers/site-mail'
import { expectToast, toasts } from './helpers/toasts'
import { test, waitForHydration } from './helpers/test'

/** The groups directory and a request to join, from a phone to the leader's inbox (docs/groups.md). */
const run = randomUUID().slice(0, 8)
const LEADER_EMAIL = `deborah-${run}@leaders.example.org`
const VISITOR_EMAIL = `lydia-${run}@example.org`
const mail = new TestMailServer()
let restoreSiteMail: () => Promise<void>

test.describe.configure({ mode: 'serial', timeout: 120_000 })

type Group = { id: number; slug: string }
const groups: Group[] = []

/** A visitor of their own on a 390 px phone: a fresh context, with no cookies. */
const newPhoneVisitor = async (browser: Browser, javaScriptEnabled = true): Promise<Page> => {
  const context = await browser.newContext({
    baseURL: siteOrigin(),
    viewport: { width: 390, height: 844 },
    javaScriptEnabled,
  })
  return context.newPage()
}

const makeGroup = async (page: Page, body: Record<string, unknown>): Promise<Group> => {
  const group = (await callAsPage(page, 'POST', '/api/admin/groups', {
    category: 'small-group',
    status: 'open',
    leaders: [{ name: 'Deborah Judge', email: LEADER_EMAIL }],
    ...body,
  })) as Group
  groups.push(group)
  return group
}

let open: Group
let full: Group

test.beforeAll(async ({ browser }) => {
  await mail.start()
  restoreSiteMail = await routeSiteMailTo(mail)
  const page = await browser.newPage({ baseURL: siteOrigin() })
  await logInAs(page, 'admin')
  open = await makeGroup(page, {
    name: `Riverside Psalms ${run}`,
    description: 'Reading the Psalms together over tea.',
    category: 'bible-study',
    meetingDay: 'WE',
    meetingTime: '19:30',
    area: `Riverside ${run}`,
    childcare: true,
  })
  // Same day and area, another kind: the category filter must leave it out.
  await makeGroup(page, {
    name: `Riverside Walkers ${run}`,
    category: 'ministry',
    meetingDay: 'WE',
    area: `Riverside ${run}`,
  })
  full = await makeGroup(page, {
    name: `Full Table ${run}`,
    meetingDay: 'FR',
    status: 'full',
  })
  await page.close()
})

test.afterAll(async ({ browser }) => {
  const page = await browser.newPage({ baseURL: siteOrigin() })
  await logInAs(page, 'admin')
  for (const group of groups) await callAsPage(page, 'DELETE', `/api/admin/groups/${group.id}`)
  await page.close()
  await restoreSiteMail()
  await mail.stop()
})

test('at 390 px a visitor filters the groups, opens one and asks to join; the leader is emailed; staff mark it joined', async ({
  page,
  browser,
}) => {
  const visitor = await newPhoneVisitor(browser)
  await visitor.goto('/groups')
  await expect(visitor.getByRole('heading', { name: 'Groups', level: 1 })).toBeVisible()
  await expectNoAxeViolations(visitor)

  const filters = visitor.getByRole('search', { name: 'Filter groups' })
  await filters.getByLabel('Day').selectOption({ label: 'Wednesday' })
  await filters.getByLabel('Kind of group').selectOption({ label: 'Bible study' })
  await filters.getByLabel('Search by name').fill(`psalms ${run}`)
  await filters.getByRole('button', { name: 'Find Groups' }).click()
  await expect(visitor).toHaveURL(/[?&]day=wednesday(&|$)/)
  await expect(visitor).toHaveURL(/[?&]category=bible-study(&|$)/)
  await expect(visitor.getByTestId('group-count')).toHaveText(/^Showing 1 of \d+ groups$/)
  const cards = visitor.getByTestId('group-card')
  await expect(cards).toHaveCount(1)
  await expect(cards).toContainText('Every Wednesday, 7:30 PM')
  await expect(cards).toContainText(`Riverside ${run}`)
  await expect(cards).toContainText('Childcare:Provided')
  await expect(visitor.getByText(`Riverside Walkers ${run}`)).toHaveCount(0)
  // Nothing sideways on a phone.
  const overflow = await visitor.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)

  await cards.getByRole('link', { name: `Riverside Psalms ${run}` }).click()
  await expect(visitor).toHaveURL(new RegExp(`/groups/${open.slug}$`))
  await expect(
    visitor.getByRole('heading', { name: `Riverside Psalms ${run}`, level: 1 }),
  ).toBeVisible()
  await expect(visitor.getByText('Leader: Deborah Judge')).toBeVisible()
  // The leader's name, never the address: not in the page, its data or its JSON-LD.
  expect(await visitor.content()).not.toContain(LEADER_EMAIL)
  const ld = (await visitor.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, unknown>,
  )
  expect(ld.find((block) => block['@type'] === 'Organization')).toMatchObject({
    '@context': 'https://schema.org',
    name: `Riverside Psalms ${run}`,
    url: `${siteOrigin()}/groups/${open.slug}`,
    areaServed: `Riverside ${run}`,
    member: [{ '@type': 'Person', name: 'Deborah Judge' }],
  })
  await expectNoAxeViolations(visitor)

  // A context of its own has no automatic wait: the form works once React has hydrated it.
  await waitForHydration(visitor)
  const form = visitor.getByRole('region', { name: 'Request to Join' })
  await form.getByRole('button', { name: 'Request to Join' }).click()
  await expect(form.getByText('Please enter your name')).toBeVisible()
  await form.getByLabel('Your name').fill('Lydia Purple')
  await form.getByLabel('Email', { exact: true }).fill(VISITOR_EMAIL)
  await form.getByLabel('Phone (optional)').fill('555 0101')
  await form.getByLabel('Message for the leaders (optional)').fill('We moved here in May.')
  await form.getByRole('button', { name: 'Request to Join' }).click()
  await expectToast(visitor, 'Request Sent', 'passed your request to the group’s leaders')
  await expect(form.getByLabel('Your name')).toHaveValue('')

  // The leader's notice arrives through the outbox.
  await expect
    .poll(() => mail.to(LEADER_EMAIL).map((sent) => sent.subject), { timeout: 30_000 })
    .toContain(`Request to join Riverside Psalms ${run}: Lydia Purple`)
  const notice = mail.to(LEADER_EMAIL)[0]
  expect(notice.text).toContain(VISITOR_EMAIL)
  expect(notice.text).toContain('We moved here in May.')
  await visitor.context().close()

  // Staff mark the request joined in the dashboard's Groups tab.
  await logInAs(page, 'admin')
  await page.goto('/admin?tab=groups')
  const panel = page.getByRole('region', { name: 'Requests to join' })
  await panel.getByLabel('Group', { exact: true }).selectOption(String(open.id))
  const status = panel.getByLabel('Status of Lydia Purple’s request')
  await expect(status).toHaveValue('new')
  await status.selectOption('joined')
  await expect(toasts(page).filter({ hasText: 'Request marked joined' }).first()).toBeVisible()
  const [after] = (await callAsPage(
    page,
    'GET',
    `/api/admin/groups/${open.id}/join-requests?status=joined`,
  )) as { name: string; status: string }[]
  expect(after).toMatchObject({ name: 'Lydia Purple', status: 'joined' })
})

test('a full group says so and shows no form', async ({ browser }) => {
  const visitor = await newPhoneVisitor(browser)
  await visitor.goto(`/groups/${full.slug}`)
  const join = visitor.getByRole('region', { name: 'Request to Join' })
  await expect(join.getByText('This group is full', { exact: true })).toBeVisible()
  await expect(join.getByRole('button')).toHaveCount(0)
  await expect(join.getByRole('textbox')).toHaveCount(0)
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(`Full Table ${run}`)
  await expect(visitor.getByText('Full', { exact: true })).toBeVisible()
  await visitor.context().close()
})

test('the filters work with no script at all, and say how to find more when nothing matches', async ({
  browser,
}) => {
  const visitor = await newPhoneVisitor(browser, false)
  await visitor.goto('/groups')
  const filters = visitor.getByRole('search', { name: 'Filter groups' })
  await filters.getByLabel('Area').selectOption({ label: `Riverside ${run}` })
  await filters.getByRole('button', { name: 'Find Groups' }).click()
  await expect(visitor.getByTestId('group-card')).toHaveCount(2)
  await expect(visitor.getByTestId('group-count')).toHaveText(/^Showing 2 of \d+ groups$/)
  // The form shows what it filtered by.
  await expect(filters.getByLabel('Area')).toHaveValue(`Riverside ${run}`)
  // A filtered view is not for search engines; the directory itself is.
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)

  await visitor.goto(`/groups?q=${run}&day=sunday`)
  await expect(visitor.getByText('No groups match these filters.')).toBeVisible()
  await expect(visitor.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
    'href',
    '/contact',
  )
  await visitor.getByRole('link', { name: 'Clear' }).click()
  await expect(visitor).toHaveURL(/\/groups$/)
  await expect(visitor.locator('meta[name="robots"]')).toHaveCount(0)
  await expect(visitor.getByTestId('group-count')).toHaveText(/^\d+ groups$/)
  await visitor.context().close()
})

test('the home page shows the featured demo groups; an unknown group is a 404', async ({
  page,
}) => {
  await page.goto('/')
  const featured = page.getByRole('region', { name: 'Featured Groups' })
  // The seed's two featured groups; this file's groups are not featured.
  for (const name of ['Food Pantry Team', 'Harbourside Home Group']) {
    await expect(featured.getByRole('link', { name, exact: true })).toBeVisible()
  }
  await expect(featured.getByText(run)).toHaveCount(0)
  await expect(featured.getByRole('link', { name: 'View All Groups' })).toHaveAttribute(
    'href',
    '/groups',
  )

  const response = await page.goto('/groups/no-such')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Group Not Found', level: 1 })).toBeVisible()
})
