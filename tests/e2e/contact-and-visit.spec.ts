import { expect, type Page } from '@playwright/test'

import { seedSiteConfig } from '../../src/server/seed/data/site'
import { expectNoAxeViolations } from './helpers/axe'
import { expectHydrated } from './helpers/hydration'
import { test } from './helpers/test'

const { churchName, address, phone, email } = seedSiteConfig
const place = encodeURIComponent(`${churchName}, ${address}`)
const embedUrl = `https://maps.google.com/maps?q=${place}&z=15&output=embed`
const mapsLink = `https://www.google.com/maps/search/?api=1&query=${place}`

const FAKE_MAP = '<!doctype html><html lang="en"><title>Map</title><body><p>Map</p></body></html>'

/** No internet here: answer the map embed locally, once `release` is called. */
const answerMapLocally = async (page: Page, { hold = false } = {}) => {
  let release = () => {}
  const released = hold ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve()
  await page.route('https://maps.google.com/**', async (route) => {
    await released
    await route.fulfill({ contentType: 'text/html', body: FAKE_MAP })
  })
  return release
}

const mapFrame = (page: Page) => page.locator(`iframe[title="Map showing ${churchName}"]`)

const expectMap = async (page: Page) => {
  const release = await answerMapLocally(page, { hold: true })
  return {
    release,
    check: async () => {
      const loading = page.getByText('Loading Map...')
      await expect(page.getByRole('link', { name: /Open in Google Maps/ })).toHaveAttribute(
        'href',
        mapsLink,
      )
      // The frame is created as the map nears the viewport.
      await loading.scrollIntoViewIfNeeded()
      const frame = mapFrame(page)
      await expect(frame).toHaveAttribute('src', embedUrl)
      await expect(frame).toHaveAttribute('loading', 'lazy')
      expect((await frame.boundingBox())?.height).toBe(400)
      await expect(loading).toBeVisible()
      release()
      await expect(loading).toBeHidden()
    },
  }
}

test.describe('contact page', () => {
  test('shows the contact details, service times, the form and the map', async ({ page }) => {
    const map = await expectMap(page)
    await page.goto('/contact')
    await expect(page).toHaveTitle(`Contact Us | ${churchName}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us')

    const info = page.getByRole('region', { name: 'Contact Information' })
    await expect(info).toContainText(address)
    await expect(info.getByRole('link', { name: phone })).toHaveAttribute('href', 'tel:2075550142')
    await expect(info.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`)

    const times = page.getByRole('main').getByRole('region', { name: 'Service Times' })
    for (const text of ['Sunday Worship', '10:30 AM', "Women's Bible Study", 'Tuesday 10:00 AM']) {
      await expect(times).toContainText(text)
    }
    for (const label of ['First Name', 'Last Name', 'Email', 'Subject', 'Message']) {
      await expect(page.getByLabel(label, { exact: true })).toBeVisible()
    }
    await map.check()
  })

  test('has no axe violations', async ({ page }) => {
    await answerMapLocally(page)
    await page.goto('/contact')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.getByRole('link', { name: /Open in Google Maps/ }).scrollIntoViewIfNeeded()
    await expect(mapFrame(page)).toBeAttached()
    await expect(page.getByText('Loading Map...')).toBeHidden()
    await expectNoAxeViolations(page)
  })
})

test.describe('plan a visit page', () => {
  const questions = [
    'What time should I arrive?',
    'How long is the service?',
    'What should I wear?',
    'What about my children?',
    'What happens after the service?',
  ]

  test('shows the hero, the visit form with the kids options, the address and map, and the newsletter box', async ({
    page,
  }) => {
    const map = await expectMap(page)
    await page.goto('/plan-a-visit')
    await expect(page).toHaveTitle(`Plan Your Visit | ${churchName}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plan Your Visit')

    await expect(page.getByLabel('Phone')).toHaveAttribute('type', 'tel')
    await expect(page.getByLabel('Number of Kids').locator('option')).toHaveText([
      'Select number of kids',
      '0',
      '1',
      '2',
      '3',
      '4',
      '5+',
    ])
    await expect(page.getByLabel('I agree to the terms')).not.toBeChecked()

    const location = page.getByRole('region', { name: 'Where to Find Us' })
    await expect(location).toContainText(address)
    await map.check()

    const newsletter = page.getByRole('region', { name: 'Stay Connected' })
    await expect(newsletter.getByLabel('Email address')).toBeVisible()
    await expect(newsletter.getByRole('button', { name: 'Subscribe' })).toBeVisible()
  })

  test('the FAQ answers open and close, by mouse and by keyboard', async ({ page }) => {
    await answerMapLocally(page)
    await page.goto('/plan-a-visit')
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' })
    await expect(faq.locator('summary')).toContainText(questions)

    const arrive = faq.locator('details').filter({ hasText: 'What time should I arrive?' })
    const answer = arrive.getByText(/Sunday worship begins at 10:30 AM/)
    await expect(answer).toBeHidden()
    await arrive.locator('summary').click()
    await expect(answer).toBeVisible()
    await arrive.locator('summary').click()
    await expect(answer).toBeHidden()

    const children = faq.locator('details').filter({ hasText: 'What about my children?' })
    await children.locator('summary').focus()
    await page.keyboard.press('Enter')
    await expect(children.getByText(/ages 3 to 11/)).toBeVisible()
    await expect(children).toContainText('0 to 2')
  })

  test('has no axe violations, with every FAQ answer open', async ({ page }) => {
    await answerMapLocally(page)
    await page.goto('/plan-a-visit')
    for (const summary of await page.locator('details summary').all()) await summary.click()
    await expect(page.locator('details[open]')).toHaveCount(questions.length)
    await page.getByRole('link', { name: /Open in Google Maps/ }).scrollIntoViewIfNeeded()
    await expect(mapFrame(page)).toBeAttached()
    await expect(page.getByText('Loading Map...')).toBeHidden()
    await expectNoAxeViolations(page)
  })
})

test.describe('the map on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 } })

  for (const path of ['/contact', '/plan-a-visit']) {
    test(`${path}: the map's frame is created only as the map nears the viewport`, async ({
      page,
    }) => {
      await answerMapLocally(page)
      await page.goto(path)
      await expectHydrated(page.locator('main form'))
      // Let the observer report the map's first, far-off position.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      )
      await expect(mapFrame(page)).toHaveCount(0)
      await expect(page.getByText('Loading Map...')).toBeAttached()

      await page.getByText('Loading Map...').scrollIntoViewIfNeeded()
      await expect(mapFrame(page)).toBeAttached()
      await expect(page.getByText('Loading Map...')).toBeHidden()
    })
  }
})
