import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'

import { expect, type Page } from '@playwright/test'
import { addDays, format, parseISO } from 'date-fns'
import ICAL from 'ical.js'

import { callAsPage } from './helpers/admin-api'
import { queryE2eDb } from './helpers/db'
import { logInAs, siteOrigin } from './helpers/session'
import { test } from './helpers/test'
import { expectToast } from './helpers/toasts'

const dialog = (page: Page) => page.getByRole('dialog')
const run = randomUUID().slice(0, 8)
const title = `Evening Prayer ${run}`

// Wednesday 25 November 2026, then every second Wednesday; 23 December is skipped.
const FIRST = '2026-11-25'
const SKIPPED = '2026-12-23'
const iso = (date: Date) => format(date, 'yyyy-MM-dd')
/** The series worked out by hand here, so the page's own expansion is what is under test. */
const seriesDates = (count: number) =>
  Array.from({ length: count + 1 }, (_, n) => iso(addDays(parseISO(FIRST), 14 * n))).filter(
    (date) => date !== SKIPPED,
  )
const longDate = (date: string) => format(parseISO(date), 'MMMM d, yyyy')

/** ical.js with the file's own VTIMEZONE registered, as a calendar app reads it. */
const ourEvent = (text: string) => {
  const calendar = new ICAL.Component(ICAL.parse(text))
  const zones = calendar.getAllSubcomponents('vtimezone')
  expect(zones.map((zone) => zone.getFirstPropertyValue('tzid'))).toEqual(['America/New_York'])
  for (const zone of zones) ICAL.TimezoneService.register(zone)
  const vevent = calendar
    .getAllSubcomponents('vevent')
    .find((component) => component.getFirstPropertyValue('summary') === title)
  expect(vevent).toBeDefined()
  return new ICAL.Event(vevent!)
}

/** Occurrences up to the end of March 2027, past the start of US daylight saving (14 March). */
const expandThroughMarch = (event: ICAL.Event) => {
  const iterator = event.iterator()
  const starts: ICAL.Time[] = []
  for (let next = iterator.next(); next && next.toString() < '2027-04-01'; next = iterator.next())
    starts.push(next)
  return starts
}

const expectSameLocalTimeAcrossDst = (event: ICAL.Event) => {
  const starts = expandThroughMarch(event)
  const expected = seriesDates(10).filter((date) => date < '2027-04-01')
  expect(starts.map((start) => start.toString())).toEqual(expected.map((d) => `${d}T19:00:00`))
  expect(starts.map((start) => start.toString())).not.toContain(`${SKIPPED}T19:00:00`)
  // 19:00 in New York is 00:00 UTC in winter and 23:00 UTC once the clocks go forward.
  const utc = (date: string) =>
    starts
      .find((start) => start.toString().startsWith(date))!
      .toJSDate()
      .toISOString()
  expect(utc('2027-03-03')).toBe('2027-03-04T00:00:00.000Z')
  expect(utc('2027-03-17')).toBe('2027-03-17T23:00:00.000Z')
}

const pagedTitle = `Paged Gathering ${run}`

test.afterAll(async () => {
  await queryE2eDb('DELETE FROM events WHERE title = $1 OR title LIKE $2', [
    title,
    `${pagedTitle}%`,
  ])
})

test('staff make "every second Wednesday, except Dec 23" in words; the list, page and feeds follow', async ({
  page,
  request,
}) => {
  await logInAs(page, 'admin')
  await page.goto('/admin?tab=events')
  await page.getByRole('button', { name: 'Add event' }).click()
  const form = dialog(page)
  await form.getByLabel('Title *').fill(title)
  await form.getByLabel('Date *').fill(FIRST)
  await form.getByLabel('Start time').fill('19:00')
  await form.getByLabel('End time').fill('19:45')
  await form.getByLabel('Repeats').selectOption({ label: 'Weekly' })
  await form.getByLabel('Every').fill('2')
  // The event's own weekday is ticked already.
  await expect(form.getByRole('checkbox', { name: 'Wednesday' })).toBeChecked()
  await form.getByLabel('Skip a date').fill(SKIPPED)
  await form.getByRole('button', { name: 'Add skipped date' }).click()
  await expect(form.getByRole('list', { name: 'Skipped dates' })).toHaveText(/December 23, 2026/)
  await expect(form.getByText('Every other Wednesday', { exact: true })).toBeVisible()
  // No rule syntax unless staff ask for it.
  await expect(form.getByText(/FREQ=/)).toHaveCount(0)
  await form.getByRole('button', { name: 'Advanced' }).click()
  await expect(form.getByLabel('Rule (iCalendar RRULE)')).toHaveValue(
    'FREQ=WEEKLY;INTERVAL=2;BYDAY=WE',
  )
  await form.getByRole('button', { name: 'Publish', exact: true }).click()
  await expectToast(page, 'Success', 'Event created successfully')

  const [stored] = await queryE2eDb<{ id: number; date: string; skipped_dates: string[] }>(
    'SELECT id, date, skipped_dates FROM events WHERE title = $1',
    [title],
  )
  expect(stored.date).toBe(FIRST)
  expect(stored.skipped_dates).toEqual([SKIPPED])

  // The public list shows it once, at its next date (today or later in New York).
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(
    new Date(),
  )
  const next = seriesDates(60).find((date) => date >= today)!
  const upcoming = (await (await request.get('/api/events?upcoming=true&limit=1000')).json()) as {
    id: number
    nextDate: string
  }[]
  const index = upcoming.findIndex((event) => event.id === stored.id)
  expect(upcoming[index].nextDate).toBe(next)
  const pageNumber = Math.floor(index / 9) + 1
  await page.goto(pageNumber > 1 ? `/events/page/${pageNumber}` : '/events')
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) })
  await expect(card).toContainText(longDate(next))
  await expect(card).toContainText('Every other Wednesday')

  // The event page: the next date first, then the following ones, 23 December left out.
  await page.goto(`/events/${stored.id}`)
  await expect(page.getByText('Every other Wednesday', { exact: true })).toBeVisible()
  const following = page.getByRole('list', { name: 'Following dates' })
  const after = seriesDates(60)
    .filter((date) => date > next)
    .slice(0, 4)
  await expect(following.getByRole('listitem')).toHaveText(after.map(longDate))

  // The event's own .ics, downloaded as a visitor does.
  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Download .ics' }).click()
  const file = await readFile((await (await downloading).path())!, 'utf8')
  const single = ourEvent(file)
  expect(single.startDate.toString()).toBe(`${FIRST}T19:00:00`)
  expectSameLocalTimeAcrossDst(single)

  // The subscribable feed says the same.
  const feed = await request.get('/events.ics')
  expect(feed.ok()).toBe(true)
  expectSameLocalTimeAcrossDst(ourEvent(await feed.text()))
})

test('/events pages through every upcoming event, with a count and page links rendered on the server', async ({
  page,
  request,
  browser,
}) => {
  await logInAs(page, 'admin')
  // Enough events, far ahead, that the list runs past one page of nine.
  for (let n = 1; n <= 10; n += 1)
    await callAsPage(page, 'POST', '/api/admin/events', {
      title: `${pagedTitle} ${String(n).padStart(2, '0')}`,
      date: `2099-01-${String(n).padStart(2, '0')}`,
      startTime: '10:00',
    })
  const response = await request.get('/api/events?upcoming=true&limit=1000')
  const all = (await response.json()) as { id: number; title: string }[]
  const total = Number(response.headers()['x-total-count'])
  expect(total).toBe(all.length)
  const pages = Math.ceil(total / 9)
  expect(pages).toBeGreaterThan(1)

  // Without JavaScript: what a crawler and the first paint get.
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: siteOrigin() })
  const plain = await context.newPage()
  await plain.goto('/events')
  await expect(plain.getByText(`${total} upcoming events · page 1 of ${pages}`)).toBeVisible()
  const pager = plain.getByRole('navigation', { name: 'Event pages' })
  await expect(pager.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/events/page/2')
  await pager.getByRole('link', { name: `Page ${pages}` }).click()
  await expect(plain).toHaveURL(new RegExp(`/events/page/${pages}$`))
  const lastPage = all.slice((pages - 1) * 9).map((event) => event.title)
  await expect(
    plain.getByRole('region', { name: 'Upcoming Events' }).getByRole('heading', { level: 3 }),
  ).toHaveText(lastPage)
  expect(lastPage.at(-1)).toBe(`${pagedTitle} 10`)
  expect((await plain.goto(`/events/page/${pages + 1}`))?.status()).toBe(404)
  await context.close()
})
