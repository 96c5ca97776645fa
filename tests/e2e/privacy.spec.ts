import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'

import { expect, type Page } from '@playwright/test'
import type { ParsedMail } from 'mailparser'

import { TestMailServer } from '../int/helpers/smtp'
import { callAsPage } from './helpers/admin-api'
import { queryE2eDb } from './helpers/db'
import { logInAs, siteOrigin } from './helpers/session'
import { routeSiteMailTo } from './helpers/site-mail'
import { expectToast } from './helpers/toasts'
import { test } from './helpers/test'

/** Consent and privacy (docs/privacy.md), with the site's mail sent to a loopback SMTP server. */
const run = randomUUID().slice(0, 8)
const mail = new TestMailServer()
let restoreSiteMail: () => Promise<void>

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  await mail.start()
  restoreSiteMail = await routeSiteMailTo(mail)
})

test.afterAll(async () => {
  await restoreSiteMail()
  await mail.stop()
})

/** The email to an address whose subject matches, once the server's queue has sent it. */
const emailTo = async (address: string, subject: RegExp): Promise<ParsedMail> => {
  await expect
    .poll(() => mail.to(address).some((sent) => subject.test(sent.subject ?? '')), {
      timeout: 20_000,
    })
    .toBe(true)
  return mail.to(address).find((sent) => subject.test(sent.subject ?? ''))!
}

/** Opens a link of an email's text body on this server (the path and ?token=). */
const openLink = async (page: Page, sent: ParsedMail, path: string) => {
  const found = new RegExp(`https?://\\S+${path}\\?token=\\S+`).exec(sent.text ?? '')
  expect(found, `a ${path} link in: ${sent.text}`).not.toBeNull()
  const url = new URL(found![0])
  await page.goto(`${url.pathname}${url.search}`)
}

const isActive = async (email: string) =>
  (
    await queryE2eDb<{ is_active: boolean }>(
      'SELECT is_active FROM newsletter_subscribers WHERE email = $1',
      [email],
    )
  )[0]?.is_active

test('a visitor subscribes, confirms from the email, then unsubscribes from the email’s link', async ({
  page,
}) => {
  const email = `reader.${run}@example.org`
  try {
    await page.goto('/plan-a-visit')
    const box = page.getByRole('region', { name: 'Stay Connected' })
    await box.getByLabel('Email address').fill(email)
    await box.getByRole('button', { name: 'Subscribe' }).click()
    await expectToast(page, 'Success', 'Thank you for subscribing to our newsletter!')
    expect(await isActive(email)).toBe(false)

    const confirmation = await emailTo(email, /^Please confirm your subscription/)
    await openLink(page, confirmation, '/newsletter/confirm')
    // Opening the link changes nothing (mail scanners open links): a press does.
    expect(await isActive(email)).toBe(false)
    await page.getByRole('button', { name: 'Confirm my subscription' }).click()
    await expect(page.getByRole('status')).toHaveText('Thank you: your subscription is confirmed.')
    expect(await isActive(email)).toBe(true)

    const welcome = await emailTo(email, /^Welcome/)
    expect(welcome.html).toContain('Unsubscribe from this newsletter')
    await openLink(page, welcome, '/newsletter/unsubscribe')
    await page.getByRole('button', { name: 'Unsubscribe' }).click()
    await expect(page.getByRole('status')).toHaveText(
      'You are unsubscribed and will not receive the newsletter again.',
    )
    expect(await isActive(email)).toBe(false)
  } finally {
    await queryE2eDb('DELETE FROM newsletter_subscribers WHERE email = $1', [email])
  }
})

test('the one-click unsubscribe URL of the header works for a POST with no cookie or Origin', async ({
  playwright,
  page,
}) => {
  const email = `one-click.${run}@example.org`
  try {
    await page.request.post('/api/newsletter/subscribe', {
      data: { email },
      headers: { origin: siteOrigin() },
    })
    const confirmation = await emailTo(email, /^Please confirm your subscription/)
    await openLink(page, confirmation, '/newsletter/confirm')
    await page.getByRole('button', { name: 'Confirm my subscription' }).click()
    await expect(page.getByRole('status')).toBeVisible()
    const welcome = await emailTo(email, /^Welcome/)
    const header = welcome.headerLines.find((line) => line.key === 'list-unsubscribe')?.line ?? ''
    const target = /<([^>]+)>/.exec(header.replace(/\r?\n\s+/g, ''))![1]

    // As a mail provider sends it: a fresh client, no cookie, no Origin.
    const provider = await playwright.request.newContext()
    const { pathname, search } = new URL(target)
    const answer = await provider.post(`${siteOrigin()}${pathname}${search}`, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      data: 'List-Unsubscribe=One-Click',
    })
    expect(answer.status()).toBe(200)
    await provider.dispose()
    expect(await isActive(email)).toBe(false)
  } finally {
    await queryE2eDb('DELETE FROM newsletter_subscribers WHERE email = $1', [email])
  }
})

test('staff find a flagged message in the Spam view and deliver it with Not spam', async ({
  page,
}) => {
  const email = `misjudged.${run}@example.org`
  const subject = `Flowers ${run}`
  try {
    await logInAs(page, 'admin')
    const sent = await page.request.post('/api/contact', {
      // The honeypot: e2e servers run with SPAM_MIN_FILL_MS=0, so the fill time never flags.
      data: { firstName: 'Quick', lastName: 'Typist', email, subject, message: 'Hi', website: 'x' },
      headers: { origin: siteOrigin() },
    })
    expect(sent.status()).toBe(201)
    await page.goto('/admin?tab=messages')
    const message = page.getByRole('listitem').filter({ hasText: subject })
    await expect(page.getByRole('heading', { name: 'Contact messages' })).toBeVisible()
    await expect(message).toHaveCount(0)

    await page.getByLabel('Show contact messages').selectOption({ label: 'Spam' })
    await expect(message).toContainText('A hidden field only robots see was filled in')
    await message.getByRole('button', { name: 'Not spam: the message from Quick Typist' }).click()
    await expectToast(page, 'Not spam', 'Moved to the inbox: its emails are on their way')
    await expect(message).toHaveCount(0)

    await page.getByLabel('Show contact messages').selectOption({ label: 'All statuses' })
    await expect(message).toBeVisible()
    // Delivered as if it had just arrived: the visitor's auto-reply or the office notice goes.
    await expect
      .poll(async () =>
        (
          await queryE2eDb<{ spam: boolean }>(
            'SELECT spam FROM contact_messages WHERE subject = $1',
            [subject],
          )
        ).map((row) => row.spam),
      )
      .toEqual([false])
  } finally {
    await queryE2eDb('DELETE FROM contact_messages WHERE email = $1', [email])
  }
})

const PRIVACY_SETTINGS = '/api/admin/privacy-settings'

/** Saves privacy settings as staff, changing only what is given; answers the settings before. */
const savePrivacySettings = async (page: Page, change: Record<string, unknown>) => {
  const before = await callAsPage(page, 'GET', PRIVACY_SETTINGS)
  const { lastRetentionRun: _lastRun, ...saved } = before
  await callAsPage(page, 'PUT', PRIVACY_SETTINGS, { ...saved, ...change })
  return saved as Record<string, unknown>
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
    })

    test('staff find, export and erase one person’s data from the Settings tab', async ({
      page,
    }) => {
      const email = `ruth.${width}.${run}@example.org`
      try {
        for (const subject of ['Gleaning', 'Harvest']) {
          const sent = await page.request.post('/api/contact', {
            data: { firstName: 'Ruth', lastName: 'Moab', email, subject, message: 'Hello' },
            headers: { origin: siteOrigin() },
          })
          expect(sent.status()).toBe(201)
        }
        await logInAs(page, 'admin')
        await page.goto('/admin?tab=settings')
        const panel = page.getByRole('region', { name: 'One person’s data' })
        await panel.getByLabel('Their email address').fill(email.toUpperCase())
        await panel.getByRole('button', { name: 'Find' }).click()
        await expect(panel.getByRole('status')).toHaveText(`2 rows stored about ${email}.`)
        await expect(panel.getByRole('region', { name: 'Contact messages' })).toContainText(
          'Gleaning',
        )

        const download = page.waitForEvent('download')
        await panel.getByRole('link', { name: 'Export JSON' }).click()
        const file = await (await download).path()
        const exported = JSON.parse(readFileSync(file, 'utf8'))
        expect(exported.email).toBe(email)
        expect(
          exported.sections.find(
            (section: { label: string }) => section.label === 'Contact messages',
          ).rows,
        ).toHaveLength(2)

        await panel.getByRole('button', { name: 'Erase…' }).click()
        const dialog = page.getByRole('dialog', { name: 'Erase this person’s data?' })
        await expect(dialog).toContainText(`Erase 2 rows stored about ${email}?`)
        await dialog.getByRole('button', { name: 'Erase 2 rows' }).click()
        await expectToast(page, 'Erased', 'Erased: 0 deleted, 2 anonymised')
        await expect(panel.getByRole('status')).toHaveText(`Nothing is stored about ${email}.`)
        expect(
          await queryE2eDb('SELECT id FROM contact_messages WHERE email ILIKE $1', [email]),
        ).toEqual([])
      } finally {
        await queryE2eDb('DELETE FROM contact_messages WHERE email ILIKE $1', [email])
      }
    })

    test('the privacy page says what each form keeps and for how long, from the settings', async ({
      page,
    }) => {
      await logInAs(page, 'admin')
      const own = `Our data protection lead is the parish administrator ${run}.`
      const saved = await savePrivacySettings(page, { prayerRequestsMonths: 3, pageText: own })
      try {
        await page.goto('/contact')
        await page
          .getByRole('contentinfo')
          .getByRole('link', { name: 'Privacy', exact: true })
          .click()
        await expect(page).toHaveURL(/\/privacy$/)
        await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible()
        const prayer = page.getByRole('region', { name: 'Prayer request' })
        await expect(prayer).toContainText('3 months after they are sent, then deleted.')
        await expect(page.getByRole('region', { name: 'Contact form' })).toContainText(
          '2 years after they are sent',
        )
        await expect(page.getByText(own)).toBeVisible()
        // The visit form's "I agree to the terms" leads here too.
        await page.goto('/plan-a-visit')
        await expect(page.getByRole('link', { name: 'terms', exact: true })).toHaveAttribute(
          'href',
          '/privacy',
        )
      } finally {
        await savePrivacySettings(page, saved)
      }
    })

    test('in privacy mode the map asks first: nothing is requested from Google before "Show map"', async ({
      page,
    }) => {
      await logInAs(page, 'admin')
      const saved = await savePrivacySettings(page, { privacyMode: true })
      const toGoogle: string[] = []
      page.on('request', (request) => {
        if (/google\.com/.test(new URL(request.url()).hostname)) toGoogle.push(request.url())
      })
      try {
        await page.goto('/contact')
        const findUs = page.getByRole('region', { name: 'Find Us' })
        const show = findUs.getByRole('button', { name: 'Show map' })
        await show.scrollIntoViewIfNeeded()
        await expect(show).toBeVisible()
        await expect(findUs.locator('iframe')).toHaveCount(0)
        expect(toGoogle).toEqual([])

        await show.click()
        await expect(findUs.locator('iframe')).toHaveAttribute('src', /google\.com/)
        await expect.poll(() => toGoogle.length).toBeGreaterThan(0)
      } finally {
        await savePrivacySettings(page, saved)
      }
    })
  })
}
