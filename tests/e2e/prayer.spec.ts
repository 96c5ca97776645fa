import { randomUUID } from 'node:crypto'

import { expect, type Browser, type Page } from '@playwright/test'

import { callAsPage } from './helpers/admin-api'
import { queryE2eDb } from './helpers/db'
import { logInAs, siteOrigin } from './helpers/session'
import { expectToast } from './helpers/toasts'
import { test } from './helpers/test'

const run = randomUUID().slice(0, 8)

// Three browsers and the dashboard in one story: more than the default minute on this machine.
test.describe.configure({ timeout: 180_000 })

/** A visitor of their own: a fresh browser context, with no cookies. */
const newVisitor = async (browser: Browser): Promise<Page> => {
  const context = await browser.newContext({ baseURL: siteOrigin() })
  return context.newPage()
}

const sendRequest = async (
  page: Page,
  {
    name,
    text,
    visibility,
    anonymous = false,
  }: { name: string; text: string; visibility: string; anonymous?: boolean },
) => {
  await page.goto('/prayer')
  await page.getByLabel('Your name', { exact: true }).fill(name)
  await page.getByLabel('Your prayer request').fill(text)
  await page.getByRole('radio', { name: new RegExp(visibility) }).check()
  if (anonymous) await page.getByRole('checkbox', { name: /Stay anonymous/ }).check()
  await page.getByRole('button', { name: 'Send Prayer Request' }).click()
  await expectToast(page, 'Prayer Request Sent')
}

const wallItem = (page: Page, text: string) =>
  page.getByTestId('prayer-wall-item').filter({ hasText: text })

test('a wall request is public only once approved, without surname; "I prayed" counts once per visitor', async ({
  page,
  browser,
}) => {
  const named = `Healing for my mother ${run}`
  const anonymous = `Strength for a hard week ${run}`
  const visitor = await newVisitor(browser)
  await sendRequest(visitor, {
    name: `Lydia Purpleseller${run}`,
    text: named,
    visibility: 'prayer wall',
  })
  await sendRequest(visitor, {
    name: 'Nobody Knows',
    text: anonymous,
    visibility: 'prayer wall',
    anonymous: true,
  })
  const [stored] = await queryE2eDb<{ name: string | null }>(
    'SELECT name FROM prayer_requests WHERE request = $1',
    [anonymous],
  )
  expect(stored).toEqual({ name: null })

  await visitor.reload()
  await expect(wallItem(visitor, named)).toHaveCount(0)
  await expect(wallItem(visitor, anonymous)).toHaveCount(0)

  // Staff approve both in the dashboard's Prayer tab.
  await logInAs(page, 'admin')
  await page.goto('/admin?tab=prayer')
  for (const text of [named, anonymous]) {
    const item = page.getByRole('listitem').filter({ hasText: text })
    await item.getByRole('button', { name: /^Approve for the wall/ }).click()
    await expectToast(page, 'Success', 'Request approved for the prayer wall')
    await expect(item.getByText('On the wall')).toBeVisible()
  }

  await visitor.goto('/prayer')
  const shown = wallItem(visitor, named)
  await expect(shown).toContainText('Lydia')
  await expect(shown).not.toContainText('Purpleseller')
  await expect(wallItem(visitor, anonymous)).toContainText('Someone')
  await expect(visitor.getByText('Nobody Knows')).toHaveCount(0)

  await shown.getByRole('button', { name: 'I prayed' }).click()
  await expect(shown).toContainText('Prayed for 1 time')
  // The same visitor again, after a reload: still one.
  await visitor.reload()
  await wallItem(visitor, named).getByRole('button', { name: 'I prayed' }).click()
  await expect(wallItem(visitor, named)).toContainText('You prayed')
  await expect(wallItem(visitor, named)).toContainText('Prayed for 1 time')
  // Another visitor counts.
  const other = await newVisitor(browser)
  await other.goto('/prayer')
  await wallItem(other, named).getByRole('button', { name: 'I prayed' }).click()
  await expect(wallItem(other, named)).toContainText('Prayed for 2 times')
  await visitor.context().close()
  await other.context().close()
})

test('the prayer team sees team and wall requests, never pastoral ones, and approves nothing', async ({
  page,
  browser,
}) => {
  const pastoral = `Pastoral only ${run}`
  const team = `For the team ${run}`
  const visitor = await newVisitor(browser)
  await sendRequest(visitor, {
    name: 'Priscilla Aquila',
    text: pastoral,
    visibility: 'Pastoral staff only',
  })
  await sendRequest(visitor, {
    name: 'Priscilla Aquila',
    text: team,
    visibility: 'The prayer team',
  })
  await visitor.context().close()

  const email = `team-${run}@example.org`
  const password = `prayer-team-${run}`
  await logInAs(page, 'admin')
  await callAsPage(page, 'POST', '/cms-api/users', {
    email,
    password,
    role: 'prayer-team',
    name: 'Team Member',
  })
  await page.context().clearCookies()
  const login = await page.request.post('/api/auth/login', {
    data: { email, password },
    headers: { origin: siteOrigin() },
  })
  expect(login.status()).toBe(200)

  await page.goto('/prayer-team')
  await expect(page.getByRole('heading', { name: 'Prayer requests', level: 2 })).toBeVisible()
  const teamItem = page.getByRole('listitem').filter({ hasText: team })
  await expect(teamItem).toBeVisible()
  await expect(page.getByText(pastoral)).toHaveCount(0)
  await expect(page.getByRole('button', { name: /Approve for the wall/ })).toHaveCount(0)
  await teamItem.getByRole('button', { name: /^Mark Prayed/ }).click()
  await expectToast(page, 'Success', 'Request marked as prayed for')
  await expect(teamItem).toContainText('Prayed for')

  // The dashboard's routes stay closed to the team (asked from the page, as the browser would).
  const status = await page.evaluate(async () => (await fetch('/api/admin/newsletters')).status)
  expect(status).toBe(403)
})
