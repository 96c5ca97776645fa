import { randomUUID } from 'node:crypto'

import { expect } from '@playwright/test'

import { mp3FrameCount, mp3Slice, MP3_FRAME_BYTES } from '../helpers/mp3'
import { callAsPage } from './helpers/admin-api'
import { expectNoAxeViolations } from './helpers/axe'
import { queryE2eDb } from './helpers/db'
import { startAudioUpload } from './helpers/sermon-audio-upload'
import { logInAs } from './helpers/session'
import { test } from './helpers/test'

const MB = 1024 * 1024

const pdf = (title: string) =>
  Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog /Title (${title}) >> endobj\ntrailer\n%%EOF\n`)

test('staff upload a sermon’s audio and two PDFs; the page plays it from a seek position and lists them; the feed’s enclosure is exact', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const title = `Media Sermon ${randomUUID().slice(0, 8)}`
  await logInAs(page, 'admin')
  const sermon = (await callAsPage(page, 'POST', '/api/admin/sermons', {
    title,
    speaker: 'Pastor Upload',
    date: '2026-11-22',
  })) as { id: number }

  // 20 MB: three chunks of at most 8 MB. The first chunk is held until the progress bar is seen.
  const size = mp3FrameCount(20 * MB) * MP3_FRAME_BYTES
  const audio = Buffer.from(mp3Slice(0, size))
  let releaseFirstChunk = () => {}
  const firstChunkHeld = new Promise<void>((resolve) => (releaseFirstChunk = resolve))
  await page.route('**/api/admin/sermon-uploads/*', async (route) => {
    if (route.request().method() === 'PATCH') await firstChunkHeld
    await route.continue()
  })

  const { dialog } = await startAudioUpload(page, title, {
    name: 'Sunday Sermon.mp3',
    buffer: audio,
  })
  await expect(dialog.getByText(/Uploading: .* of 20 MB/)).toBeVisible()
  await expectNoAxeViolations(page)
  releaseFirstChunk()
  await expect(
    dialog.getByText('Sunday Sermon.mp3 is uploaded and is now this sermon’s audio.'),
  ).toBeVisible({ timeout: 60_000 })
  await expect(dialog.getByLabel('Audio URL')).toHaveValue(
    /\/api\/sermon-files\/sunday-sermon-[0-9a-f]{16}\.mp3$/,
  )
  const audioUrl = await dialog.getByLabel('Audio URL').inputValue()

  for (const [label, name] of [
    ['Sermon notes', 'notes.pdf'],
    ['Bulletin', 'bulletin.pdf'],
  ]) {
    await dialog.getByLabel('Document label').fill(label)
    await dialog
      .getByLabel('PDF to add')
      .setInputFiles({ name, mimeType: 'application/pdf', buffer: pdf(label) })
    await expect(dialog.getByRole('button', { name: `Remove ${label}` })).toBeVisible()
  }
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(dialog).toBeHidden()

  const [stored] = await queryE2eDb<{ audio_url: string; audio_bytes: string; duration: string }>(
    'SELECT audio_url, audio_bytes, duration FROM sermons WHERE id = $1',
    [sermon.id],
  )
  expect(stored.audio_url).toBe(audioUrl)
  expect(Number(stored.audio_bytes)).toBe(size)
  // 20,085 frames of 1,152 samples at 44.1 kHz: 8 min 44.7 s.
  expect(stored.duration).toBe('8:45')

  // The public page: the player plays the hosted file from a seek position, by a Range request.
  const partials: number[] = []
  page.on('response', (response) => {
    if (response.url() === audioUrl && response.status() === 206) partials.push(response.status())
  })
  await page.goto(`/sermons/${sermon.id}`)
  const player = page.locator('audio')
  await expect(player).toHaveAttribute('src', audioUrl)
  await player.evaluate(async (element: HTMLAudioElement) => {
    element.muted = true
    element.currentTime = 300
    await element.play()
  })
  await expect
    .poll(() =>
      player.evaluate((element: HTMLAudioElement) => element.currentTime > 300 && !element.paused),
    )
    .toBe(true)
  expect(partials.length).toBeGreaterThan(0)

  const resources = page.getByRole('region', { name: 'Resources' })
  await expect(resources.getByRole('link', { name: 'Sermon notes' })).toBeVisible()
  await expect(resources.getByRole('link', { name: 'Bulletin' })).toBeVisible()
  await expect(resources.getByText('(PDF, 1 KB)')).toHaveCount(2)
  const notes = await page.request.get(
    (await resources.getByRole('link', { name: 'Sermon notes' }).getAttribute('href'))!,
  )
  expect(notes.headers()['content-type']).toBe('application/pdf')
  expect(Buffer.from(await notes.body())).toEqual(pdf('Sermon notes'))

  // The podcast: this episode's enclosure is the hosted file, its exact length and type.
  const feed = await (await page.request.get('/podcast.xml')).text()
  const enclosure = new RegExp(
    `<enclosure url="${audioUrl.replace(/[.?]/g, '\\$&')}" length="(\\d+)" type="([^"]+)"`,
  ).exec(feed)
  expect(enclosure?.slice(1)).toEqual([String(size), 'audio/mpeg'])

  await callAsPage(page, 'DELETE', `/api/admin/sermons/${sermon.id}`)
})
