import { expect, type Page } from '@playwright/test'
import { test } from './helpers/test'

/**
 * YouTube embeds never break the page: players are facades until clicked, and every player stays
 * hidden behind its poster until it reports (by YouTube's postMessage protocol) that it runs.
 * YouTube is unreachable here, or replaced by a page that speaks that protocol.
 */
const PLAYER = 'https://www.youtube-nocookie.com/embed/**'

const blockYouTube = (page: Page) =>
  Promise.all(
    [
      'https://www.youtube-nocookie.com/**',
      'https://*.youtube.com/**',
      'https://i.ytimg.com/**',
    ].map((pattern) => page.route(pattern, (route) => route.abort('internetdisconnected'))),
  )

/** A stand-in player: answers the page's 'listening' with ready, then playing. */
const fakePlayer = (page: Page) =>
  page.route(PLAYER, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>player</title><script>
        addEventListener('message', () => {
          parent.postMessage(JSON.stringify({ event: 'onReady', info: null }), '*')
          parent.postMessage(JSON.stringify({ event: 'onStateChange', info: 1 }), '*')
        })
      </script>`,
    }),
  )

/** The opacity of the element and its ancestors multiplied: what the visitor actually sees of it. */
const shownOpacity = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => {
    let opacity = 1
    for (let node: Element | null = element; node; node = node.parentElement) {
      opacity *= Number(getComputedStyle(node).opacity)
    }
    return opacity
  })

const brokenImages = (page: Page) =>
  page.evaluate(() =>
    [...document.images]
      .filter((image) => image.complete && image.naturalWidth === 0)
      .map((image) => image.src),
  )

const firstSermonWithVideo = async (page: Page) => {
  const sermons = (await (await page.request.get('/api/sermons?limit=50')).json()) as {
    id: number
    title: string
    youtubeUrl?: string | null
  }[]
  const sermon = sermons.find((item) => item.youtubeUrl?.includes('youtu'))
  expect(sermon, 'a seeded sermon with a YouTube link').toBeTruthy()
  return sermon!
}

test.describe('with YouTube unreachable', () => {
  test.beforeEach(async ({ page }) => blockYouTube(page))

  test('the hero keeps its poster image: the failed video is never shown', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/')
    await page.waitForLoadState('load')
    const video = 'iframe[title="Background video"]'
    await expect(page.locator(video)).toBeAttached()
    await expect(page.locator('img[src*="hero-fallback"]')).toBeVisible()
    // Give a failing player every chance to show itself.
    await page.waitForTimeout(2000)
    expect(await shownOpacity(page, video)).toBe(0)
    expect(await brokenImages(page)).toEqual([])
  })

  test('a sermon shows a facade, and a click on it never shows a broken frame', async ({
    page,
  }) => {
    const sermon = await firstSermonWithVideo(page)
    await page.goto(`/sermons/${sermon.id}`)
    const play = page.getByRole('button', { name: /^Play video: / })
    await expect(play).toBeVisible()
    // Nothing of YouTube's is loaded until the visitor asks for it.
    await expect(page.locator('iframe')).toHaveCount(0)
    expect(await brokenImages(page)).toEqual([])

    await play.click()
    await expect(page.locator('iframe')).toBeAttached()
    await expect(page.getByRole('status')).toHaveText('Loading the player...')
    await page.waitForTimeout(2000)
    expect(await shownOpacity(page, 'iframe')).toBe(0)
    await expect(page.getByRole('link', { name: /Watch it on YouTube/ })).toBeVisible()
  })

  test("a facade's thumbnail comes from the site itself, and i.ytimg.com is never asked", async ({
    page,
    baseURL,
  }) => {
    const sermon = await firstSermonWithVideo(page)
    // Fired before routing, so a blocked request to YouTube's image host is still seen.
    const ytimg: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).hostname === 'i.ytimg.com') ytimg.push(request.url())
    })
    await page.goto(`/sermons/${sermon.id}`)
    await page.waitForLoadState('load')
    const facade = page.getByRole('button', { name: /^Play video: / }).locator('xpath=..')
    const background = await facade.evaluate((element) => getComputedStyle(element).backgroundImage)
    const thumbnail = /^url\("(.+)"\)$/.exec(background)?.[1]
    expect(thumbnail, `the facade's background image (${background})`).toBeTruthy()
    expect(new URL(thumbnail!).origin).toBe(new URL(baseURL!).origin)
    // YouTube's image when the server can reach it, else the placeholder: an image either way.
    const image = await page.request.get(thumbnail!)
    expect(image.status()).toBe(200)
    expect(image.headers()['content-type']).toMatch(/^image\//)
    expect(ytimg).toEqual([])
  })
})

test.describe('with a player that answers', () => {
  test.beforeEach(async ({ page }) => {
    await blockYouTube(page)
    // Registered last, so it is the route that answers the player's address.
    await fakePlayer(page)
  })

  test('the hero shows the video once it plays', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/')
    await page.waitForLoadState('load')
    await expect.poll(() => shownOpacity(page, 'iframe[title="Background video"]')).toBe(1)
  })

  test('a clicked facade gives way to the player', async ({ page }) => {
    const sermon = await firstSermonWithVideo(page)
    await page.goto(`/sermons/${sermon.id}`)
    await page.getByRole('button', { name: /^Play video: / }).click()
    await expect.poll(() => shownOpacity(page, 'iframe')).toBe(1)
    await expect(page.getByRole('button', { name: /^Play video: / })).toHaveCount(0)
  })
})
