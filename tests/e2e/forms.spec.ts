import { expect, type Page } from '@playwright/test'

import { queryE2eDb } from './helpers/db'
import { expectHydrated } from './helpers/hydration'
import { test } from './helpers/test'

/** What the forms add for the spam defence (docs/rate-limits.md#spam): judged by the server. */
const SPAM_TRAPS = { website: '', fillMs: expect.any(Number) }

/** A suffix no other run shares, so each test finds exactly the record it submitted. */
const unique = () => `${Date.now()}${Math.random().toString(36).slice(2, 8)}`

const gotoHydrated = async (page: Page, path: string) => {
  await page.goto(path)
  await expectHydrated(page.locator('main form'))
}

const toasts = (page: Page) =>
  page.getByRole('region', { name: 'Notifications (F8)' }).locator('li')

const expectToast = async (page: Page, title: string, description: string) => {
  await expect(toasts(page)).toHaveCount(1)
  await expect(toasts(page)).toContainText(title)
  await expect(toasts(page)).toContainText(description)
}

/** Records every POST to a path, to prove a form sent nothing. */
const recordPosts = (page: Page, path: string) => {
  const posts: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) {
      posts.push(request.url())
    }
  })
  return posts
}

/** Holds a request until released, so the pending state can be seen. */
const holdRequests = async (page: Page, path: string) => {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(`**${path}`, async (route) => {
    await released
    await route.continue()
  })
  return release
}

const countRows = async (table: string) =>
  Number((await queryE2eDb<{ count: string }>(`select count(*) from ${table}`))[0].count)

test.describe('contact form', () => {
  const contactFields = [
    ['First Name', 'First name is required'],
    ['Last Name', 'Last name is required'],
    ['Email', 'Please enter a valid email address'],
    ['Subject', 'Subject is required'],
    ['Message', 'Message is required'],
  ] as const

  test('an empty submit shows the five field messages and stores nothing', async ({ page }) => {
    const before = await countRows('contact_messages')
    const posts = recordPosts(page, '/api/contact')
    await gotoHydrated(page, '/contact')
    await page.getByRole('button', { name: 'Send Message' }).click()
    for (const [label, message] of contactFields) {
      const field = page.getByLabel(label, { exact: true })
      await expect(field).toHaveAccessibleDescription(message)
      await expect(field).toHaveAttribute('aria-invalid', 'true')
    }
    expect(posts).toEqual([])
    expect(await countRows('contact_messages')).toBe(before)
    await expect(toasts(page)).toHaveCount(0)
  })

  test('a valid message shows Sending..., then the success toast, clears the form and is stored', async ({
    page,
  }) => {
    const suffix = unique()
    const values = {
      'First Name': 'Grace',
      'Last Name': `Hopper${suffix}`,
      Email: `grace.${suffix}@example.com`,
      Subject: `Baptism enquiry ${suffix}`,
      Message: 'We would like to talk about baptising our daughter this summer.',
    }
    try {
      const release = await holdRequests(page, '/api/contact')
      await gotoHydrated(page, '/contact')
      for (const [label, value] of Object.entries(values)) {
        await page.getByLabel(label, { exact: true }).fill(value)
      }
      const sent = page.waitForRequest('**/api/contact')
      await page.getByRole('button', { name: 'Send Message' }).click()
      await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled()
      // The five required fields (docs/requirements/public-pages.md), plus the spam traps (an empty
      // honeypot and the fill time).
      expect((await sent).postDataJSON()).toEqual({
        firstName: values['First Name'],
        lastName: values['Last Name'],
        email: values.Email,
        subject: values.Subject,
        message: values.Message,
        ...SPAM_TRAPS,
      })
      release()

      await expectToast(
        page,
        'Message Sent',
        "Your message has been sent successfully! We'll get back to you soon.",
      )
      for (const label of Object.keys(values)) {
        await expect(page.getByLabel(label, { exact: true })).toHaveValue('')
      }
      await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled()

      const rows = await queryE2eDb(
        'select first_name, last_name, email, message, status from contact_messages where subject = $1',
        [values.Subject],
      )
      expect(rows).toEqual([
        {
          first_name: 'Grace',
          last_name: values['Last Name'],
          email: values.Email,
          message: values.Message,
          status: 'new',
        },
      ])
    } finally {
      await queryE2eDb('delete from contact_messages where subject = $1', [values.Subject])
    }
  })

  test('a failed send shows the server’s message, or the fallback when it gives none', async ({
    page,
  }) => {
    let answer = { status: 429, body: JSON.stringify({ message: 'Too many messages, slow down' }) }
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: answer.status, contentType: 'application/json', body: answer.body }),
    )
    await gotoHydrated(page, '/contact')
    await page.getByLabel('First Name', { exact: true }).fill('Ada')
    await page.getByLabel('Last Name', { exact: true }).fill('Lovelace')
    await page.getByLabel('Email', { exact: true }).fill('ada@example.com')
    await page.getByLabel('Subject', { exact: true }).fill('Hello')
    await page.getByLabel('Message', { exact: true }).fill('Hello there')
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expectToast(page, 'Error', 'Too many messages, slow down')
    // A failure keeps what the visitor typed.
    await expect(page.getByLabel('Subject', { exact: true })).toHaveValue('Hello')

    answer = { status: 500, body: '' }
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expectToast(page, 'Error', 'Failed to send message. Please try again.')
  })
})

test.describe('visit form', () => {
  const fillVisit = async (page: Page, values: { name: string; email: string; phone: string }) => {
    const form = visitForm(page)
    await form.getByLabel('Full Name').fill(values.name)
    await form.getByLabel('Email', { exact: true }).fill(values.email)
    await form.getByLabel('Phone').fill(values.phone)
    await form.getByLabel('Number of Kids').selectOption('2')
    await form.getByLabel('I agree to the terms').check()
  }
  const visitForm = (page: Page) =>
    page.locator('form').filter({ has: page.getByRole('button', { name: 'Plan My Visit' }) })

  test('an empty submit shows exactly the five required messages and sends nothing', async ({
    page,
  }) => {
    const posts = recordPosts(page, '/api/visitor-requests')
    await gotoHydrated(page, '/plan-a-visit')
    const form = visitForm(page)
    await form.getByRole('button', { name: 'Plan My Visit' }).click()
    await expect(form.locator('[id$="-error"]')).toHaveText([
      'Full name is required',
      'Valid email is required',
      'Phone number is required',
      'Please select number of kids',
      'You must agree to the terms',
    ])
    await expect(form.getByLabel('Full Name')).toHaveAccessibleDescription('Full name is required')
    await expect(form.getByLabel('Number of Kids')).toHaveAccessibleDescription(
      'Please select number of kids',
    )
    expect(posts).toEqual([])
  })

  test('a phone number shorter than 10 characters is refused', async ({ page }) => {
    const posts = recordPosts(page, '/api/visitor-requests')
    await gotoHydrated(page, '/plan-a-visit')
    await fillVisit(page, { name: 'Sam Short', email: 'sam@example.com', phone: '12345' })
    const form = visitForm(page)
    await form.getByRole('button', { name: 'Plan My Visit' }).click()
    await expect(form.locator('[id$="-error"]')).toHaveText(['Phone number is required'])
    await expect(form.getByLabel('Phone')).toHaveAccessibleDescription('Phone number is required')
    expect(posts).toEqual([])
  })

  test('a valid request sends the four fields, thanks the visitor, clears the form and is stored', async ({
    page,
  }) => {
    const email = `visitor.${unique()}@example.com`
    try {
      await gotoHydrated(page, '/plan-a-visit')
      await fillVisit(page, { name: 'Morgan Visitor', email, phone: '(207) 555-0199' })
      const sent = page.waitForRequest('**/api/visitor-requests')
      await visitForm(page).getByRole('button', { name: 'Plan My Visit' }).click()
      // The four fields the form sends (docs/requirements/public-pages.md), plus the spam traps.
      expect((await sent).postDataJSON()).toEqual({
        fullName: 'Morgan Visitor',
        email,
        phone: '(207) 555-0199',
        numberOfKids: '2',
        ...SPAM_TRAPS,
      })
      await expectToast(page, 'Thank you!', "We can't wait to meet you! We'll be in touch soon.")
      const form = visitForm(page)
      await expect(form.getByLabel('Full Name')).toHaveValue('')
      await expect(form.getByLabel('Phone')).toHaveValue('')
      await expect(form.getByLabel('Number of Kids')).toHaveValue('')
      await expect(form.getByLabel('I agree to the terms')).not.toBeChecked()

      const rows = await queryE2eDb(
        'select full_name, phone, number_of_kids, status from visitor_requests where email = $1',
        [email],
      )
      expect(rows).toEqual([
        {
          full_name: 'Morgan Visitor',
          phone: '(207) 555-0199',
          number_of_kids: '2',
          status: 'new',
        },
      ])
    } finally {
      await queryE2eDb('delete from visitor_requests where email = $1', [email])
    }
  })

  test('a failed request shows the fallback message', async ({ page }) => {
    await page.route('**/api/visitor-requests', (route) => route.fulfill({ status: 502 }))
    await gotoHydrated(page, '/plan-a-visit')
    await fillVisit(page, { name: 'Pat Error', email: 'pat@example.com', phone: '2075550100' })
    await visitForm(page).getByRole('button', { name: 'Plan My Visit' }).click()
    await expectToast(page, 'Error', 'Something went wrong. Please try again.')
    await expect(visitForm(page).getByLabel('Full Name')).toHaveValue('Pat Error')
  })
})

test.describe('newsletter box and toasts on Plan a Visit', () => {
  const newsletter = (page: Page) => page.getByRole('region', { name: 'Stay Connected' })

  test('an empty submit does nothing', async ({ page }) => {
    const posts = recordPosts(page, '/api/newsletter/subscribe')
    await gotoHydrated(page, '/plan-a-visit')
    await newsletter(page).getByRole('button', { name: 'Subscribe' }).click()
    await page.waitForTimeout(500)
    expect(posts).toEqual([])
    await expect(toasts(page)).toHaveCount(0)
    await expect(page).toHaveURL(/\/plan-a-visit$/)
  })

  test('a new toast replaces the last one, and F8 moves focus to the notifications', async ({
    page,
  }) => {
    const subscriber = `news.${unique()}@example.com`
    const visitor = `visitor.${unique()}@example.com`
    try {
      await gotoHydrated(page, '/plan-a-visit')
      await newsletter(page).getByLabel('Email address').fill(subscriber)
      await newsletter(page).getByRole('button', { name: 'Subscribe' }).click()
      await expectToast(page, 'Success', 'Thank you for subscribing to our newsletter!')
      await expect(newsletter(page).getByLabel('Email address')).toHaveValue('')
      const subscribers = await queryE2eDb(
        'select is_active from newsletter_subscribers where email = $1',
        [subscriber],
      )
      // Stored, waiting for its emailed confirmation link (double opt-in, docs/privacy.md).
      expect(subscribers).toEqual([{ is_active: false }])

      const form = page.locator('form').filter({ has: page.getByLabel('Full Name') })
      await form.getByLabel('Full Name').fill('Toast Tester')
      await form.getByLabel('Email', { exact: true }).fill(visitor)
      await form.getByLabel('Phone').fill('2075550123')
      await form.getByLabel('Number of Kids').selectOption('0')
      await form.getByLabel('I agree to the terms').check()
      await form.getByRole('button', { name: 'Plan My Visit' }).click()
      await expectToast(page, 'Thank you!', "We can't wait to meet you! We'll be in touch soon.")
      await expect(toasts(page)).not.toContainText('Success')

      await page.keyboard.press('F8')
      await expect
        .poll(() =>
          page.evaluate(() =>
            document.activeElement?.closest('[role="region"]')?.getAttribute('aria-label'),
          ),
        )
        .toBe('Notifications (F8)')
    } finally {
      await queryE2eDb('delete from newsletter_subscribers where email = $1', [subscriber])
      await queryE2eDb('delete from visitor_requests where email = $1', [visitor])
    }
  })

  test('a toast swipes away to the right past 50 px, but not short of it or to the left', async ({
    page,
  }) => {
    const subscriber = `swipe.${unique()}@example.com`
    const drag = async (distance: number) => {
      const box = (await toasts(page).first().boundingBox())!
      const y = box.y + box.height / 2
      await page.mouse.move(box.x + 20, y)
      await page.mouse.down()
      await page.mouse.move(box.x + 20 + distance, y, { steps: 10 })
      await page.mouse.up()
    }
    try {
      await gotoHydrated(page, '/plan-a-visit')
      await newsletter(page).getByLabel('Email address').fill(subscriber)
      await newsletter(page).getByRole('button', { name: 'Subscribe' }).click()
      await expect(toasts(page)).toHaveCount(1)
      await drag(30)
      await page.waitForTimeout(300)
      await expect(toasts(page).filter({ hasText: 'Success' })).toBeVisible()
      await drag(-80)
      await page.waitForTimeout(300)
      await expect(toasts(page).filter({ hasText: 'Success' })).toBeVisible()
      await drag(80)
      await expect(toasts(page).filter({ hasText: 'Success' })).toBeHidden()
    } finally {
      await queryE2eDb('delete from newsletter_subscribers where email = $1', [subscriber])
    }
  })
})
