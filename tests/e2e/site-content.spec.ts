import { expect, type Page } from '@playwright/test'

import { PAGE_TEXTS_DEFAULTS } from '../../src/lib/page-texts/defaults'
import { seedSiteConfig } from '../../src/server/seed/data/site'
import { promoLineText } from '../../src/lib/service-times/format'
import { SERVICE_TIMES_DEFAULTS } from '../../src/lib/site-defaults'
import { expectNoAxeViolations } from './helpers/axe'
import { callAsPage } from './helpers/admin-api'
import { caretAtEnd, selectWordsBeforeCaret } from './helpers/rich-text'
import { logInAs } from './helpers/session'
import { expectToast } from './helpers/toasts'
import { makePng } from '../helpers/png'
import { test } from './helpers/test'

// Each story runs axe over the whole Pages tab, six forms with their draft and schedule buttons;
// on a loaded machine axe alone took most of a minute there (stop 50's runs).
test.describe.configure({ timeout: 180_000 })

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
      .getByRole('group', { name: 'Footer quick links: link 9' })
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

/** Nothing runs off the side of the page (at 390 px the cards stack). */
const expectNoSidewaysScroll = async (page: Page) => {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
}

/** Each check runs on a desktop and on a 390 px phone. */
const atBothSizes = async (page: Page, check: () => Promise<void>) => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport)
    await check()
    await expectNoSidewaysScroll(page)
  }
}

test.describe('Pages → Home and About', () => {
  test.beforeEach(async ({ page }) => {
    await logInAs(page, 'admin')
  })
  test.afterEach(async ({ page }) => {
    await callAsPage(page, 'PUT', '/api/admin/page-texts/home', PAGE_TEXTS_DEFAULTS.home)
    await callAsPage(page, 'PUT', '/api/admin/page-texts/about', PAGE_TEXTS_DEFAULTS.about)
  })

  test('staff add a leadership card with a photo; About → Staff shows it', async ({ page }) => {
    await page.goto('/admin?tab=pages')
    const form = page.getByRole('region', { name: 'About', exact: true })
    await form.getByRole('button', { name: 'Add leadership card' }).click()
    const added = form.getByRole('group', { name: 'Leadership card 5' })
    await added.getByLabel('Name *').fill('Ana Ruiz')
    const card = form.getByRole('group', { name: 'Ana Ruiz' })
    await card.getByLabel('Title before the name').fill('The Rev.')
    await card.getByLabel('Role *').fill('Curate')
    await card.getByLabel('Contact email').fill('ana.ruiz@example.org')
    await card.getByLabel('Upload an image').setInputFiles({
      name: 'Ana.png',
      mimeType: 'image/png',
      buffer: makePng(8, 8),
    })
    await expectToast(page, 'Success', 'Image uploaded successfully!')
    await expect(card.getByLabel('Photo')).toHaveValue(/^\/api\/media\/.+\.png$/)
    await form.getByRole('button', { name: 'Save About Page' }).click()
    // No bio yet: refused where it was typed, nothing sent.
    await expect(card.getByText('A short bio is required')).toBeVisible()
    await card.getByLabel('Short bio *').fill('Ana joined the parish this summer.')
    // Reordered: the new curate comes second.
    for (let move = 0; move < 3; move += 1)
      await form.getByRole('button', { name: 'Move up: Ana Ruiz' }).click()
    await form.getByRole('button', { name: 'Save About Page' }).click()
    await expectToast(page, 'Success', 'About page updated successfully')

    await page.goto('/about')
    await atBothSizes(page, async () => {
      const cards = page.getByRole('main').getByRole('article')
      await expect(cards).toHaveCount(5)
      await expect(cards.nth(1).getByRole('heading')).toHaveText('The Rev. Ana Ruiz')
      await expect(cards.nth(1)).toContainText('Curate')
      await expect(cards.nth(1).locator('img')).toHaveAttribute('src', /^\/api\/media\/.+\.png$/)
      await expect(cards.nth(1).locator('img')).toBeVisible()
      await expect(page.getByRole('link', { name: 'Email Ana Ruiz' })).toHaveAttribute(
        'href',
        'mailto:ana.ruiz@example.org',
      )
    })
  })

  test('staff write the Music tab in the editor and hide Kids Church', async ({ page }) => {
    await page.goto('/admin?tab=pages')
    const form = page.getByRole('region', { name: 'About', exact: true })
    const music = form.getByRole('group', { name: 'Music tab' })
    const editor = music.getByRole('textbox', { name: 'Music text', exact: true })
    await expect(editor).toContainText('Choir and Instruments')
    await expectNoAxeViolations(page)

    await editor.click()
    // The caret must be at the very end before typing: a CI run's Ctrl+End was taken while the
    // editor was still settling after the click, and the words went into the middle of the text.
    await expect(async () => {
      await page.keyboard.press('ControlOrMeta+End')
      expect(await caretAtEnd(editor)).toBe(true)
    }).toPass()
    await page.keyboard.press('Enter')
    await page.keyboard.type('Evensong by the Sea')
    await music.getByRole('button', { name: 'Heading', exact: true }).click()
    await page.keyboard.press('Enter')
    await page.keyboard.type('Sung on the first Sunday; see the calendar')
    await selectWordsBeforeCaret(page, editor, 'the calendar')
    await music.getByLabel('Music text: link address for the selected words').fill('/events')
    await music.getByRole('button', { name: 'Add link' }).click()

    await form
      .getByRole('group', { name: 'Kids Church tab' })
      .getByLabel('Show the Kids Church tab on the About page')
      .uncheck()
    await form.getByRole('button', { name: 'Save About Page' }).click()
    await expectToast(page, 'Success', 'About page updated successfully')

    await page.goto('/about/music')
    await atBothSizes(page, async () => {
      const section = page.getByRole('region', { name: 'Evensong by the Sea' })
      await expect(section.getByRole('heading', { level: 3 })).toHaveText('Evensong by the Sea')
      await expect(section).toContainText('Sung on the first Sunday; see the calendar')
      await expect(section.getByRole('link', { name: 'the calendar' })).toHaveAttribute(
        'href',
        '/events',
      )
      // What was there stays, in its design.
      await expect(page.getByRole('heading', { name: 'Rehearsal Times' })).toBeVisible()
      const tabs = page.getByRole('navigation', { name: 'About sections' })
      await expect(tabs.getByRole('link')).toHaveText(['Staff', 'Music', 'What We Believe'])
    })
    const hidden = await page.goto('/about/kids-church')
    expect(hidden?.status()).toBe(404)
  })

  test('staff place an image in the Music text; /about/music draws it', async ({ page }) => {
    await page.goto('/admin?tab=pages')
    const form = page.getByRole('region', { name: 'About', exact: true })
    const music = form.getByRole('group', { name: 'Music tab' })
    const editor = music.getByRole('textbox', { name: 'Music text', exact: true })
    await expect(editor).toContainText('Choir and Instruments')
    await editor.click()
    await page.keyboard.press('ControlOrMeta+End')

    await music.getByRole('button', { name: 'Image', exact: true }).click()
    const picker = music.getByRole('group', { name: 'Music text: add an image' })
    await picker.getByLabel('Upload a new image').setInputFiles({
      name: 'Choir.png',
      mimeType: 'image/png',
      buffer: makePng(120, 80),
    })
    await expectToast(page, 'Success', 'Image uploaded successfully!')
    await picker
      .getByLabel('Describe the image for people who cannot see it')
      .fill('The choir in the chancel')
    await expectNoAxeViolations(page)
    await picker.getByRole('button', { name: 'Insert image' }).click()
    // In the editor as on the page, with what staff typed.
    await expect(editor.getByRole('img', { name: 'The choir in the chancel' })).toBeVisible()
    await form.getByRole('button', { name: 'Save About Page' }).click()
    await expectToast(page, 'Success', 'About page updated successfully')

    await page.goto('/about/music')
    await atBothSizes(page, async () => {
      const image = page.getByRole('main').getByRole('img', { name: 'The choir in the chancel' })
      await image.scrollIntoViewIfNeeded()
      await expect(image).toBeVisible()
      await expect(image).toHaveAttribute('src', /^\/api\/media\/choir-[0-9a-f]{16}\.png$/)
      await expect(image).toHaveAttribute('width', '120')
      await expect(image).toHaveAttribute('height', '80')
      await expect(image).toHaveAttribute('loading', 'lazy')
      expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(120)
      // What was there stays.
      await expect(page.getByRole('heading', { name: 'Rehearsal Times' })).toBeVisible()
    })
  })

  test('staff change the hero and the newsletter promise; Home and Plan a Visit show them', async ({
    page,
  }) => {
    await page.goto('/admin?tab=pages')
    const form = page.getByRole('region', { name: 'Home', exact: true })
    await form.getByLabel('Hero title *').fill('')
    await form.getByRole('button', { name: 'Save Home Page' }).click()
    await expect(form.getByText('Hero title is required')).toBeVisible()
    await form.getByLabel('Hero title *').fill('All are welcome at [Church Name]')
    await form.getByLabel('Hero subtitle').fill('Worship at [Time] every Sunday')
    await form.getByLabel('Newsletter promise *').fill('News of the parish, twice a month.')
    await form
      .getByRole('group', { name: 'Welcome card 2' })
      .getByLabel('Title *')
      .fill('Parish Suppers')
    await form.getByRole('button', { name: 'Save Home Page' }).click()
    await expectToast(page, 'Success', 'Home page updated successfully')

    await page.goto('/')
    await atBothSizes(page, async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        `All are welcome at ${seedSiteConfig.churchName}`,
      )
      await expect(page.getByText('Worship at 10:30 AM every Sunday')).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Parish Suppers' })).toBeVisible()
      await expect(page.getByRole('region', { name: 'Stay Connected' })).toContainText(
        'News of the parish, twice a month.',
      )
    })
    await page.goto('/plan-a-visit')
    await atBothSizes(page, async () => {
      await expect(page.getByRole('region', { name: 'Stay Connected' })).toContainText(
        'News of the parish, twice a month.',
      )
    })
  })
})
