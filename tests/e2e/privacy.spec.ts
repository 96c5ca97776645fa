import { randomUUID } from 'node:crypto'

import { expect, type Page } from '@playwright/test'
import type { ParsedMail } from 'mailparser'

import { TestMailServer } from '../int/helpers/smtp'
import { queryE2eDb } from './helpers/db'
import { logInAs, siteOrigin } from './helpers/session'
import { expectToast } from './helpers/toasts'
import { test } from './helpers/test'

/** Consent and privacy (docs/privacy.md), with the site's mail sent to a loopback SMTP server. */
const run = randomUUID().slice(0, 8)
const mail = new TestMailServer()
let settings: Record<string, unknown>

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  await mail.start()
  ;[settings] = await queryE2eDb(
    'SELECT email_provider, smtp_host, smtp_port, smtp_secure, email_enabled FROM site_config',
  )
  // The server reads the mail settings at send time: its mail now goes to the loopback server.
  await queryE2eDb(
    `UPDATE site_config SET email_provider = 'smtp', smtp_host = '127.0.0.1', smtp_port = $1,
       smtp_secure = false, email_enabled = true`,
    [mail.port],
  )
})

test.afterAll(async () => {
  await queryE2eDb(
    `UPDATE site_config SET email_provider = $1, smtp_host = $2, smtp_port = $3,
       smtp_secure = $4, email_enabled = $5`,
    [
      settings.email_provider,
      settings.smtp_host,
      settings.smtp_port,
      settings.smtp_secure,
      settings.email_enabled,
    ],
  )
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
