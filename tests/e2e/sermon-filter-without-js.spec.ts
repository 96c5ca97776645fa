import { expect } from '@playwright/test'

import { test } from './helpers/test'

/**
 * The sermon filter is a plain GET form to the archive's filtered view (/sermons/search), with
 * named fields and a Search button, so it filters before the page's scripts run, or without
 * them (pa11y H32.2: a form needs a submit button).
 */
test.describe('with JavaScript turned off', () => {
  test.use({ javaScriptEnabled: false })

  test('the filter form sends the chosen speaker and words to /sermons/search', async ({
    page,
    request,
  }) => {
    // No script runs: a goto for less than the load event skips the wait for hydration.
    await page.goto('/sermons', { waitUntil: 'domcontentloaded' })
    const form = page.getByRole('search', { name: 'Filter sermons' })
    const speaker = (await form.getByLabel('Speaker').locator('option').nth(1).textContent())!
    await form.getByLabel('Speaker').selectOption(speaker)
    await form.getByRole('button', { name: 'Search' }).click()

    await expect(page).toHaveURL(/\/sermons\/search\?/)
    expect(new URL(page.url()).searchParams.get('speaker')).toBe(speaker)
    const total = Number(
      (await request.get(`/api/sermons?speaker=${encodeURIComponent(speaker)}&limit=1`)).headers()[
        'x-total-count'
      ],
    )
    expect(total).toBeGreaterThan(0)
    await expect(page.getByText(new RegExp(`^${total} sermons? match(es)?$`))).toBeVisible()
    // What was chosen stays chosen on the filtered view.
    await expect(form.getByLabel('Speaker')).toHaveValue(speaker)
  })
})

test('with JavaScript, the filter still works in place without leaving the page', async ({
  page,
}) => {
  await page.goto('/sermons')
  const form = page.getByRole('search', { name: 'Filter sermons' })
  const speaker = (await form.getByLabel('Speaker').locator('option').nth(1).textContent())!
  await form.getByLabel('Speaker').selectOption(speaker)
  await expect(page).toHaveURL(/\/sermons\/search\?speaker=/)
  await form.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/\/sermons\/search\?speaker=/)
  await expect(page.getByText(/sermons? match(es)?$/)).toBeVisible()
})
