import { randomUUID } from 'node:crypto'

import { expect, type Browser, type Page } from '@playwright/test'

import { TestMailServer } from '../int/helpers/smtp'
import { callAsPage } from './helpers/admin-api'
import { queryE2eDb } from './helpers/db'
import { logInAs } from './helpers/session'
import { test } from './helpers/test'

const run = randomUUID().slice(0, 8)
const address = (name: string) => `${name}-${run}@test.shoreline.test`
const TITLE = `Marriage course ${run}`

/** A date some weeks ahead (the server's zone does not matter at that distance). */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

const visitorRegisters = async (browser: Browser, eventId: number, name: string) => {
  const page = await browser.newPage()
  await page.goto(`/events/${eventId}`)
  const form = page.getByRole('region', { name: 'Register' })
  await form.getByLabel('Name').fill(name)
  await form.getByLabel('Email').fill(address(name.toLowerCase()))
  await form.getByLabel('Dietary needs *').fill('None')
  return { page, form }
}

test.describe
  .serial('event registration: a visitor registers, cancels, the waitlist moves in, staff check in', () => {
  const mail = new TestMailServer()
  let settings: Record<string, unknown>
  let admin: Page
  let eventId: number

  test.beforeAll(async ({ browser }) => {
    await mail.start()
    ;[settings] = await queryE2eDb(
      'SELECT email_provider, smtp_host, smtp_port, smtp_secure, email_enabled FROM site_config',
    )
    await queryE2eDb(
      `UPDATE site_config SET email_provider = 'smtp', smtp_host = '127.0.0.1', smtp_port = $1,
         smtp_secure = false, email_enabled = true`,
      [mail.port],
    )
    admin = await browser.newPage()
    await logInAs(admin, 'admin')
    const created = await callAsPage(admin, 'POST', '/api/admin/events', {
      title: TITLE,
      date: inDays(21),
      startTime: '19:00',
      location: 'Parish hall',
      registration: {
        enabled: true,
        capacity: 2,
        waitlist: true,
        maxPeople: 2,
        questions: [{ id: 'diet', label: 'Dietary needs', kind: 'text', required: true }],
      },
    })
    eventId = (created.doc ?? created).id
  })

  test.afterAll(async () => {
    await callAsPage(admin, 'DELETE', `/api/admin/events/${eventId}`)
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

  test('the places count down, the last place fills, the next visitor joins the waitlist', async ({
    browser,
  }) => {
    const first = await visitorRegisters(browser, eventId, 'Priscilla')
    await expect(first.form.getByText('2 places left')).toBeVisible()
    await first.form.getByRole('button', { name: 'Register' }).click()
    await expect(first.form.getByText(/You’re registered \(1 person\)/)).toBeVisible()
    await expect(first.form.getByText('1 place left')).toBeVisible()

    const second = await visitorRegisters(browser, eventId, 'Aquila')
    await expect(second.form.getByText('1 place left')).toBeVisible()
    await second.form.getByRole('button', { name: 'Register' }).click()
    await expect(second.form.getByText('Full: join the waitlist')).toBeVisible()

    const third = await visitorRegisters(browser, eventId, 'Apollos')
    await expect(third.form.getByText('Full: join the waitlist')).toBeVisible()
    await third.form.getByRole('button', { name: 'Join the waitlist' }).click()
    await expect(third.form.getByText(/you’re on the waitlist/)).toBeVisible()
  })

  test('the first visitor cancels from the emailed link, and the waitlisted one is moved in and emailed', async ({
    page,
  }) => {
    await expect.poll(() => mail.to(address('priscilla')).length).toBe(1)
    const [confirmation] = mail.to(address('priscilla'))
    expect(confirmation!.attachments[0]!.filename).toBe(`event-${eventId}.ics`)
    const link = /https?:\/\/\S+\/registrations\/cancel\?token=\S+/.exec(confirmation!.text!)![0]
    await page.goto(new URL(link).pathname + new URL(link).search)
    await expect(page.getByText(`Cancel your place at ${TITLE}`)).toBeVisible()
    // The page names the booking, never the person or anyone else.
    await expect(page.getByText('Priscilla')).toHaveCount(0)
    await page.getByRole('button', { name: 'Yes, cancel my registration' }).click()
    await expect(page.getByText('Your registration is cancelled.')).toBeVisible()

    await expect.poll(() => mail.to(address('apollos')).length).toBe(2)
    expect(mail.to(address('apollos')).map(({ subject }) => subject)).toContain(
      `A place opened up: you’re registered: ${TITLE}`,
    )

    await page.reload()
    await expect(page.getByText('This registration is already cancelled')).toBeVisible()
  })

  test('staff see it all on the roster and check someone in on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await logInAs(page, 'admin')
    await page.goto(`/admin?tab=registrations&event=${eventId}`)
    await expect(page.getByRole('heading', { name: TITLE })).toBeVisible()
    await expect(
      page.getByText('2 of 2 places taken · 0 people waiting · 0 checked in · 1 cancellation'),
    ).toBeVisible()
    const list = page.getByRole('list', { name: 'Registrations' })
    await expect(list.getByRole('listitem', { name: 'Priscilla' })).toContainText('Cancelled')
    await expect(list.getByRole('listitem', { name: 'Apollos' })).toContainText(
      'Dietary needs: None',
    )

    await page.getByLabel('Search by name').fill('apol')
    await expect(list.getByRole('listitem')).toHaveCount(1)
    const apollos = list.getByRole('listitem', { name: 'Apollos' })
    await apollos.getByRole('button', { name: 'Check in' }).click()
    await expect(apollos).toContainText('Checked in')
    await expect(page.getByText(/1 checked in/)).toBeVisible()
    // Nothing sideways at 390 px: the check-in view fits the phone.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
  })
  test('check-in keeps working at the door when the connection drops, and syncs once', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await logInAs(page, 'admin')
    await page.goto(`/admin?tab=registrations&event=${eventId}`)
    const list = page.getByRole('list', { name: 'Registrations' })
    const aquila = list.getByRole('listitem', { name: 'Aquila' })
    await expect(aquila.getByRole('button', { name: 'Check in' })).toBeVisible()
    const checkedInAt = async () =>
      (
        await queryE2eDb(
          'SELECT checked_in_at FROM event_registrations WHERE event_id = $1 AND name = $2',
          [eventId, 'Aquila'],
        )
      )[0]!.checked_in_at as Date | null

    await page.context().setOffline(true)
    await aquila.getByRole('button', { name: 'Check in' }).click()
    await expect(aquila).toContainText('Checked in · Waiting to sync')
    // A second and third tap while offline: undone, then checked in again; one tap is queued.
    await aquila.getByRole('button', { name: 'Undo check-in' }).click()
    await aquila.getByRole('button', { name: 'Check in' }).click()
    await expect(page.getByText('1 check-in waiting to sync')).toBeVisible()
    expect(await checkedInAt()).toBeNull()
    // A reload would need the network; the queue is on the phone, so it survives the tab anyway.
    expect(await page.evaluate(() => localStorage.getItem('shoreline:check-in-queue'))).toContain(
      '"checkedIn":true',
    )

    await page.context().setOffline(false)
    await expect(page.getByText('1 check-in waiting to sync')).toHaveCount(0)
    await expect(aquila).not.toContainText('Waiting to sync')
    await expect(aquila).toContainText('Checked in')
    await expect(page.getByText(/2 checked in/)).toBeVisible()
    const first = await checkedInAt()
    expect(first).not.toBeNull()

    // The same tap arriving again (a retry after a lost answer) changes nothing.
    const [registration] = await queryE2eDb(
      'SELECT id FROM event_registrations WHERE event_id = $1 AND name = $2',
      [eventId, 'Aquila'],
    )
    await callAsPage(page, 'POST', `/api/admin/registrations/${registration!.id}/check-in`, {
      checkedIn: true,
    })
    expect(await checkedInAt()).toEqual(first)
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
  })
})
