import { expect } from '@playwright/test'

import { test } from './helpers/test'

/**
 * A cached page goes out in ASCII, every other character escaped where it stands
 * (src/server/cache/ascii-pages.mjs), and the browser reads, shows and hydrates the same page.
 */
test('a cached page is sent in ASCII and reads and hydrates as written', async ({
  page,
  request,
}) => {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))

  // The first view after a start renders the page; the next is the stored copy.
  await request.get('/about')
  // Uncompressed, as a CDN or proxy that compresses itself asks: one write of known length.
  const response = await request.get('/about', { headers: { 'accept-encoding': 'identity' } })
  const bytes = await response.body()
  expect(bytes.filter((byte) => byte > 0x7f)).toHaveLength(0)
  expect(response.headers()['content-length']).toBe(String(bytes.length))
  const html = bytes.toString('latin1')
  expect(html).toContain('the children&#x2019;s ministry')
  // Inside the page's RSC payload, a string escape: React hydrates from the same text.
  expect(html).toContain('the children\\u2019s ministry')

  // goto waits until React has hydrated the page (helpers/test.ts).
  await page.goto('/about')
  await expect(
    page.getByText('Meet the people, the music, the children’s ministry and the faith'),
  ).toBeVisible()
  await expect(page.getByText('Canon Margaret has served St. Brendan’s since 2011')).toBeVisible()
  await page.getByRole('link', { name: 'Kids Church' }).first().click()
  await expect(page.getByText('trained in Safeguarding God’s Children')).toBeVisible()
  // A mismatch between the HTML and the payload React hydrates from would have been logged.
  expect(problems).toEqual([])
})
