import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { format } from 'date-fns'

import { seedSiteConfig } from '../../src/server/seed/data/site'
import { expectNoAxeViolations } from './helpers/axe'
import { test } from './helpers/test'

type ApiEvent = {
  id: number
  title: string
  description?: string | null
  date: string
  /** With upcoming=true: the date it next happens on (a series' date is its first one). */
  nextDate: string
  startTime?: string | null
  endTime?: string | null
  location?: string | null
  imageUrl?: string | null
  externalUrl?: string | null
  externalLinkText?: string | null
  isRecurring?: boolean | null
  recurrenceDescription?: string | null
}

const EVENTS_PAGE_API = '/api/events?upcoming=true&limit=9'
const URL_IN_TEXT = /https?:\/\/[^\s<>"']+/

const upcomingEvents = async (request: APIRequestContext): Promise<ApiEvent[]> => {
  const response = await request.get(EVENTS_PAGE_API)
  expect(response.ok()).toBe(true)
  return response.json()
}

const pick = (events: ApiEvent[], what: string, test: (event: ApiEvent) => boolean) => {
  const event = events.find(test)
  if (!event) throw new Error(`the seed has no upcoming event that ${what}`)
  return event
}

// Written out here rather than imported, so the page's own formatters are what is under test.
const longDate = (isoDate: string) => {
  const [year, month, day] = isoDate.split('-').map(Number)
  return format(new Date(year, month - 1, day), 'MMMM d, yyyy')
}
const twelveHour = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number)
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours >= 12 ? 'PM' : 'AM'}`
}

const openEvent = async (page: Page, event: ApiEvent) => {
  const response = await page.goto(`/events/${event.id}`)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible()
}

test.describe('events list', () => {
  test('shows the upcoming events soonest first, as the API lists them, each linking to its page', async ({
    page,
    request,
  }) => {
    const events = await upcomingEvents(request)
    expect(events.length).toBeGreaterThan(0)
    expect(events.length).toBeLessThanOrEqual(9)
    const order = events.map((event) => `${event.nextDate} ${event.startTime ?? ''}`)
    expect([...order].sort()).toEqual(order)

    await page.goto('/events')
    await expect(page).toHaveTitle(`Events | ${seedSiteConfig.churchName}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible()
    const grid = page.getByRole('region', { name: 'Upcoming Events' })
    await expect(grid.getByRole('heading', { level: 3 })).toHaveText(
      events.map((event) => event.title),
    )
    await expect(grid.getByText('Beach Baptism')).toHaveCount(0)

    const first = grid.getByRole('link', { name: events[0].title, exact: true })
    await expect(first).toHaveAttribute('href', `/events/${events[0].id}`)
    await first.click()
    await expect(page).toHaveURL(new RegExp(`/events/${events[0].id}$`))
    await expect(page.getByRole('heading', { level: 1, name: events[0].title })).toBeVisible()
  })

  test('refetches the list on every visit and when the window regains focus', async ({ page }) => {
    let fetches = 0
    page.on('request', (request) => {
      if (request.url().endsWith(EVENTS_PAGE_API)) fetches += 1
    })
    await page.goto('/events')
    await expect.poll(() => fetches).toBe(1)
    // The list hears focus through the window's visibilitychange event. A focus while the first
    // fetch is still settling may be folded into it, so keep focusing until a new one starts.
    await expect(async () => {
      await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')))
      expect(fetches).toBeGreaterThan(1)
    }).toPass({ timeout: 5000 })
  })

  test('refreshes the server-rendered list in a task of its own, after hydration', async ({
    page,
  }) => {
    // Marks the fetches started from a timer's callback: the refresh is put off with
    // setTimeout(0), so it does not lengthen the task in which React hydrates the page.
    await page.addInitScript((api) => {
      const calls: { fromTimer: boolean }[] = []
      Object.assign(window, { eventsFetches: calls })
      let timerDepth = 0
      const setTimeoutBefore = window.setTimeout
      window.setTimeout = ((handler: TimerHandler, ms?: number, ...args: unknown[]) =>
        setTimeoutBefore(
          (...callbackArgs: unknown[]) => {
            timerDepth += 1
            try {
              if (typeof handler === 'function') handler(...callbackArgs)
            } finally {
              timerDepth -= 1
            }
          },
          ms,
          ...args,
        )) as typeof window.setTimeout
      const fetchBefore = window.fetch
      window.fetch = (input, init) => {
        if (String(input instanceof Request ? input.url : input).endsWith(api)) {
          calls.push({ fromTimer: timerDepth > 0 })
        }
        return fetchBefore(input, init)
      }
    }, EVENTS_PAGE_API)
    await page.goto('/events')
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { eventsFetches: unknown[] }).eventsFetches),
      )
      .toEqual([{ fromTimer: true }])
  })

  test('shows the empty state when the refetched list is empty', async ({ page }) => {
    await page.route(`**${EVENTS_PAGE_API}`, (route) => route.fulfill({ json: [] }))
    await page.goto('/events')
    await expect(page.getByRole('heading', { level: 2, name: 'No Upcoming Events' })).toBeVisible()
    await expect(
      page.getByText('Check back soon for new events and opportunities to connect!'),
    ).toBeVisible()
  })

  test('has no axe violations', async ({ page }) => {
    await page.goto('/events')
    await expect(page.getByRole('region', { name: 'Upcoming Events' })).toBeVisible()
    await expectNoAxeViolations(page)
  })
})

test.describe('event detail', () => {
  test('a recurring event shows its badge, details panel, linked description and Contact Us email', async ({
    page,
    request,
  }) => {
    const event = pick(
      await upcomingEvents(request),
      'recurs and has a URL in its description',
      (candidate) =>
        Boolean(candidate.recurrenceDescription) && URL_IN_TEXT.test(candidate.description ?? ''),
    )
    await openEvent(page, event)
    await expect(page).toHaveTitle(`${event.title} | ${seedSiteConfig.churchName}`)
    await expect(page.getByRole('link', { name: 'Back to Events' })).toHaveAttribute(
      'href',
      '/events',
    )
    await expect(page.getByText(event.recurrenceDescription!, { exact: true })).toBeVisible()

    const panel = page.getByRole('complementary', { name: 'Event Details' })
    await expect(panel).toContainText(longDate(event.nextDate))
    await expect(panel).toContainText(
      `${twelveHour(event.startTime!)} – ${twelveHour(event.endTime!)}`,
    )
    await expect(panel).toContainText(event.location!)

    const url = event.description!.match(URL_IN_TEXT)![0].replace(/[.,;:!?)\]]+$/, '')
    const link = page.getByRole('link', { name: url })
    await expect(link).toHaveAttribute('href', url)
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')

    const mailto = await panel.getByRole('link', { name: 'Contact Us' }).getAttribute('href')
    const email = new URL(mailto!)
    expect(email.protocol).toBe('mailto:')
    expect(email.pathname).toBe(seedSiteConfig.email)
    expect(email.searchParams.get('subject')).toBe(`Question about ${event.title}`)
    expect(email.searchParams.get('body')).toContain(event.title)
    expect(email.searchParams.get('body')).toContain(longDate(event.nextDate))
  })

  test('an event with an external link shows it as a button that opens in a new tab', async ({
    page,
    request,
  }) => {
    const event = pick(await upcomingEvents(request), 'has an external link', (candidate) =>
      Boolean(candidate.externalUrl && candidate.externalLinkText),
    )
    await openEvent(page, event)
    const button = page.getByRole('link', { name: event.externalLinkText!, exact: false })
    await expect(button).toHaveAttribute('href', event.externalUrl!)
    await expect(button).toHaveAttribute('target', '_blank')
  })

  test('an event without an image shows the default image; one with an image shows its own', async ({
    page,
    request,
  }) => {
    const events = await upcomingEvents(request)
    const withoutImage = pick(events, 'has no image', (candidate) => !candidate.imageUrl)
    await openEvent(page, withoutImage)
    await expect(page.locator('main img[src*="default-event.svg"]')).toBeVisible()

    const withImage = pick(events, 'has an image', (candidate) => Boolean(candidate.imageUrl))
    await openEvent(page, withImage)
    await expect(page.locator(`main img[src$="${withImage.imageUrl}"]`)).toBeVisible()
  })

  test("each card's spinner goes once its image has loaded, before or after hydration", async ({
    page,
  }) => {
    // Held images load after hydration (onLoad); the rest were loaded before it (the ref's check).
    let held = 0
    await page.route('**/images/events/**', async (route) => {
      held += 1
      if (held % 2 === 0) await new Promise((resolve) => setTimeout(resolve, 1_500))
      await route.continue()
    })
    await page.goto('/events')
    const cards = page.getByRole('article')
    await expect(cards.first()).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'Loading image' })).toHaveCount(0, {
      timeout: 10_000,
    })
    expect(held).toBeGreaterThan(1)
  })

  test('an event whose image fails to load falls back to the default image', async ({
    page,
    request,
  }) => {
    const event = pick(await upcomingEvents(request), 'has an image', (candidate) =>
      Boolean(candidate.imageUrl),
    )
    await page.route(`**${event.imageUrl}`, (route) => route.fulfill({ status: 404 }))
    await openEvent(page, event)
    await expect(page.locator('main img[src*="default-event.svg"]')).toBeVisible()
  })

  for (const id of ['99999999', 'abc']) {
    test(`/events/${id} shows Event Not Found with status 404`, async ({ page }) => {
      const response = await page.goto(`/events/${id}`)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1, name: 'Event Not Found' })).toBeVisible()
      await expect(
        page.getByText("The event you're looking for doesn't exist or has been removed."),
      ).toBeVisible()
      await page.getByRole('link', { name: 'Back to Events' }).click()
      await expect(page).toHaveURL(/\/events$/)
    })
  }

  test('has no axe violations', async ({ page, request }) => {
    const event = pick(await upcomingEvents(request), 'has an external link', (candidate) =>
      Boolean(candidate.externalUrl),
    )
    await openEvent(page, event)
    await expectNoAxeViolations(page)
  })
})
