import { expect, type Page } from '@playwright/test'

import { waitForHydration } from './test'

/**
 * Opens the sermon's edit dialog on the dashboard and picks an MP3 for "Upload the audio", as
 * staff do; the upload has started once its progress bar shows. The dialog and the bar.
 */
export const startAudioUpload = async (
  page: Page,
  sermonTitle: string,
  file: { name: string; buffer: Buffer },
) => {
  await page.goto('/admin?tab=sermons')
  await waitForHydration(page)
  await page.getByRole('button', { name: `Edit ${sermonTitle}` }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Upload the audio').setInputFiles({ ...file, mimeType: 'audio/mpeg' })
  const progress = dialog.getByRole('progressbar', { name: `Uploading ${file.name}` })
  await expect(progress).toBeVisible()
  return { dialog, progress }
}
