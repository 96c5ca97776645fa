import { expect, type Page } from '@playwright/test'

import { PAGE_TEXTS_DEFAULTS } from '../../src/lib/page-texts/defaults'
import { seedSiteConfig } from '../../src/server/seed/data/site'
import { promoLineText } from '../../src/lib/service-times/format'
import { SERVICE_TIMES_DEFAULTS } from '../../src/lib/site-defaults'
import { expectNoAxeViolations } from './helpers/axe'
import { callAsPage } from './helpers/admin-api'
import { logInAs } from './helpers/session'
import { expectToast } from './helpers/toasts'
import { test } from './helpers/test'

// The zone the e2e server runs in (playwright.config.ts sets none: env.ts's default).
const TIME_ZONE = process.env.TIME_ZONE ?? 'America/New_York'

const footer = (page: Page) => page.getByRole('contentinfo')
const pagesForm = (page: Page) => page.getByRole('region', { name: 'Service times' })

/** The church's structured data, as search engines read it from the page. */
const churchLd = async (page: Page) => {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'Church')
}

test.describe('Pages → Service times', () => {
  test.beforeEach(async ({ page }) => {
    await logInAs(page, 'admin')
  })
  test.afterEach(async ({ page }) => {
    await callAsPage(page, 'PUT', '/api/admin/service-times', SERVICE_TIMES_DEFAULTS)
  })

  test('staff move the Sunday time and every page follows', async ({ page }) => {
    await page.goto('/admin?tab=pages')
    await expect(page.getByRole('heading', { name: 'Pages', level: 2 })).toBeVisible()
    const sunday = pagesForm(page).getByRole('group', { name: 'Sunday Worship' })
    await expect(sunday.getByLabel('Time *')).toHaveValue('10:30')
    await expectNoAxeViolations(page)

    // An empty time is refused where it was typed, before anything is sent.
    await sunday.getByLabel('Time *').fill('')
    await page.getByRole('button', { name: 'Save Service Times' }).click()
    await expect(sunday.getByText('Time is required')).toBeVisible()

    await sunday.getByLabel('Time *').fill('10:00')
    await sunday.getByLabel('Note').fill('Holy Communion every week')
    await page.getByRole('button', { name: 'Save Service Times' }).click()
    await expectToast(page, 'Success', 'Service times updated successfully')

    await page.goto('/')
    await expect(footer(page)).toContainText('Sundays 10:00 a.m.')
    await expect(footer(page)).not.toContainText('10:30')
    const times = page.getByRole('main').getByRole('region', { name: 'Service Times' })
    await expect(times).toContainText('Sunday Worship10:00 AMHoly Communion every week')
    const moved = SERVICE_TIMES_DEFAULTS.services.map((service, index) =>
      index === 0 ? { ...service, time: '10:00' } : service,
    )
    // The zone's name for today where the church is (EST in winter, EDT in summer).
    await expect(page.getByRole('region', { name: 'Sunday worship' })).toContainText(
      promoLineText(SERVICE_TIMES_DEFAULTS.promoLine, moved, TIME_ZONE, new Date()),
    )
    const hours = (await churchLd(page)).openingHoursSpecification
    expect(hours[0]).toMatchObject({
      name: 'Sunday Worship',
      dayOfWeek: 'https://schema.org/Sunday',
      opens: '10:00',
    })
    expect(hours).toHaveLength(SERVICE_TIMES_DEFAULTS.services.length)

    await page.goto('/contact')
    await expect(
      page.getByRole('main').getByRole('region', { name: 'Service Times' }),
    ).toContainText('Sunday Worship10:00 AM')
    await page.goto('/plan-a-visit')
    await expect(page.getByText('Join us for Sunday worship at 10:00 AM')).toBeVisible()
  })

  test('staff add a gathering, reorder it, and take it out of the footer', async ({ page }) => {
    await page.goto('/admin?tab=pages')
    await pagesForm(page).getByRole('button', { name: 'Add service time' }).click()
    // A row is named by what is typed in it: found again by its new name once it has one.
    await pagesForm(page)
      .getByRole('group', { name: 'Service time 6' })
      .getByLabel('Name *')
      .fill('Choral Evensong')
    const added = pagesForm(page).getByRole('group', { name: 'Choral Evensong' })
    await added.getByLabel('Day *').selectOption({ label: 'Saturday' })
    await added.getByLabel('Time *').fill('18:15')
    await added.getByLabel('Location').fill('The chancel')
    await added.getByLabel('Show in the footer').check()
    const bibleStudy = pagesForm(page).getByRole('group', { name: "Women's Bible Study" })
    await bibleStudy.getByLabel('Show in the footer').uncheck()
    await pagesForm(page).getByRole('button', { name: 'Remove: Eastside Missional' }).click()
    // Added last, moved up one: before Kids Church.
    await pagesForm(page).getByRole('button', { name: 'Move up: Choral Evensong' }).click()
    await page.getByRole('button', { name: 'Save Service Times' }).click()
    await expectToast(page, 'Success', 'Service times updated successfully')

    await page.goto('/')
    await expect(footer(page)).toContainText('Choral Evensong Saturday 6:15 p.m.')
    await expect(footer(page)).not.toContainText("Women's Bible Study")
    const times = page.getByRole('main').getByRole('region', { name: 'Service Times' })
    await expect(times).toContainText('Choral EvensongSaturday 6:15 PMThe chancel')
    await expect(times).not.toContainText('Eastside Missional')
    await expect(times).toHaveText(/Bible Study.*Choral Evensong.*Kids Church/)
  })
})

test.describe('Pages → Plan a Visit and Give', () => {
  test.beforeEach(async ({ page }) => {
    await logInAs(page, 'admin')
  })
  test.afterEach(async ({ page }) => {
    await callAsPage(page, 'PUT', '/api/admin/page-texts/visit', PAGE_TEXTS_DEFAULTS.visit)
    await callAsPage(page, 'PUT', '/api/admin/page-texts/give', PAGE_TEXTS_DEFAULTS.give)
    await callAsPage(
      page,
      'PUT',
      '/api/admin/page-texts/navigation',
      PAGE_TEXTS_DEFAULTS.navigation,
    )
  })

  test('staff rename a menu link and add a footer link; javascript: is refused', async ({
    page,
  }) => {
    await page.goto('/admin?tab=pages')
    const form = page.getByRole('region', { name: 'Navigation' })
    await form
      .getByRole('group', { name: 'Main menu: Events' })
      .getByLabel('Link text *')
      .fill("What's On")
    await form.getByRole('button', { name: 'Add a link to the footer quick links' }).click()
    await form
      .getByRole('group', { name: 'Footer quick links: link 8' })
      .getByLabel('Link text *')
      .fill('Diocese')
    const added = form.getByRole('group', { name: 'Footer quick links: Diocese' })
    await added.getByLabel('Goes to *').fill('javascript:alert(1)')
    await form.getByRole('button', { name: 'Save Navigation' }).click()
    await expect(
      form.getByText('Link must be a page such as /events or a full https:// address'),
    ).toBeVisible()
    await form
      .getByRole('group', { name: 'Footer quick links: Diocese' })
      .getByLabel('Goes to *')
      .fill('https://diocese.example.org/')
    await form.getByRole('button', { name: 'Save Navigation' }).click()
    await expectToast(page, 'Success', 'Navigation updated successfully')

    await page.goto('/events')
    const menu = page.getByRole('navigation', { name: 'Main' })
    await expect(menu.getByRole('link', { name: "What's On" })).toHaveAttribute('href', '/events')
    await expect(menu.getByRole('link', { name: "What's On" })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Diocese' }),
    ).toHaveAttribute('href', 'https://diocese.example.org/')
  })

  test('staff edit a FAQ answer and add a question; Plan a Visit shows them', async ({ page }) => {
    await page.goto('/admin?tab=pages')
    const form = page.getByRole('region', { name: 'Plan a Visit' })
    const attire = form.getByRole('group', { name: 'What should I wear?' })
    await attire.getByLabel('Answer *').fill('Anything warm.\n\nIt is windy by the harbour.')
    await form.getByRole('button', { name: 'Add question' }).click()
    const added = form.getByRole('group', { name: 'Question 6' })
    await added.getByLabel('Question *').fill('Is there parking?')
    await form.getByRole('button', { name: 'Save Plan a Visit' }).click()
    // The new question has no answer yet: refused where it was typed, nothing sent.
    await expect(
      form.getByRole('group', { name: 'Is there parking?' }).getByText('Answer is required'),
    ).toBeVisible()
    await form
      .getByRole('group', { name: 'Is there parking?' })
      .getByLabel('Answer *')
      .fill('Behind [Church Name], from [Time].')
    await form.getByRole('button', { name: 'Save Plan a Visit' }).click()
    await expectToast(page, 'Success', 'Plan a Visit updated successfully')

    await page.goto('/plan-a-visit')
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' })
    const wear = faq.locator('details').filter({ hasText: 'What should I wear?' })
    await wear.locator('summary').click()
    await expect(wear.locator('p')).toHaveText(['Anything warm.', 'It is windy by the harbour.'])
    const parking = faq.locator('details').filter({ hasText: 'Is there parking?' })
    await parking.locator('summary').click()
    await expect(parking).toContainText(`Behind ${seedSiteConfig.churchName}, from 10:30 AM.`)
  })

  test('staff change the giving account; Give Online opens it', async ({ page }) => {
    await page.goto('/admin?tab=pages')
    const form = page.getByRole('region', { name: 'Give', exact: true })
    await form.getByLabel('Tithe.ly account ID *').fill('bad id"')
    await form.getByRole('button', { name: 'Save Give Page' }).click()
    await expect(
      form.getByText(
        'Account ID must be letters, digits, - or _ (as the giving provider gives it)',
      ),
    ).toBeVisible()
    await form.getByLabel('Tithe.ly account ID *').fill('st-marks-by-the-sea')
    await form.getByLabel('Tax notice *').fill('[Church Name] is a registered charity.')
    await form.getByRole('button', { name: 'Save Give Page' }).click()
    await expectToast(page, 'Success', 'Give page updated successfully')

    // The provider's script, as an empty one that loads (there is no internet here).
    await page.route('**/tithe.ly/**', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: '' }),
    )
    await page.goto('/give')
    await expect(
      page.getByText(`${seedSiteConfig.churchName} is a registered charity.`),
    ).toBeVisible()
    await page.getByRole('button', { name: 'Give Online' }).click()
    await expect(page.getByRole('button', { name: 'Open the Giving Form' })).toHaveAttribute(
      'data-church-id',
      'st-marks-by-the-sea',
    )
  })
})
