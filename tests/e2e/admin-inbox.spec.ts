import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'

import { expect } from '@playwright/test'
import { parse } from 'csv-parse/sync'

import { callAsPage } from './helpers/admin-api'
import { queryE2eDb } from './helpers/db'
import { logInAs } from './helpers/session'
import { expectToast } from './helpers/toasts'
import { test } from './helpers/test'

const run = randomUUID().slice(0, 8)

test.beforeEach(async ({ page }) => {
  await logInAs(page, 'admin')
})

test('messages: filter by status, keep a staff note, set a message back to New', async ({
  page,
}) => {
  const subject = `Baptism ${run}`
  await callAsPage(page, 'POST', '/api/contact', {
    firstName: 'Tabitha',
    lastName: `Joppa${run}`,
    email: 'tabitha@example.org',
    subject,
    message: 'When is the next baptism Sunday?',
  })
  await page.goto('/admin?tab=messages')
  const message = page.getByRole('listitem').filter({ hasText: subject })
  const filter = page.getByLabel('Show contact messages')

  // The note is saved, and still there after a reload.
  const note = message.getByLabel(/Staff note/)
  await note.fill('Phoned her back; pencilled in for 14 June.')
  await message.getByRole('button', { name: /^Save note/ }).click()
  await expectToast(page, 'Success', 'Note saved')
  await page.reload()
  await expect(message.getByLabel(/Staff note/)).toHaveValue(
    'Phoned her back; pencilled in for 14 June.',
  )
  // A new message cannot be set back to New.
  await expect(message.getByRole('button', { name: /^Set back to New/ })).toHaveCount(0)

  await message.getByRole('button', { name: /^Mark Responded/ }).click()
  await expectToast(page, 'Success', 'Message marked as responded')
  await filter.selectOption({ label: 'New' })
  await expect(message).toHaveCount(0)
  await filter.selectOption({ label: 'Responded' })
  await expect(message).toContainText('responded')

  await message.getByRole('button', { name: /^Set back to New/ }).click()
  await expectToast(page, 'Success', 'Message set back to new')
  await expect(message).toHaveCount(0)
  await filter.selectOption({ label: 'New' })
  await expect(message).toBeVisible()
  const [stored] = await queryE2eDb<{ status: string; staff_note: string }>(
    'SELECT status, staff_note FROM contact_messages WHERE subject = $1',
    [subject],
  )
  expect(stored).toEqual({
    status: 'new',
    staff_note: 'Phoned her back; pencilled in for 14 June.',
  })
})

test('newsletter: export subscribers as CSV, then remove one after confirming', async ({
  page,
}) => {
  const email = `export.${run}@example.org`
  await callAsPage(page, 'POST', '/cms-api/newsletter-subscribers', {
    email,
    firstName: '=SUM(1,2)',
    lastName: 'Lastname, Jr.',
  })
  await page.goto('/admin?tab=newsletter')
  const row = page.getByRole('row').filter({ hasText: email })
  await expect(row).toBeVisible()

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/)
  const rows: string[][] = parse(await readFile(await download.path(), 'utf8'), { bom: true })
  expect(rows[0][0]).toBe('Email')
  // A name a spreadsheet would run as a formula arrives as text.
  expect(rows.find((cells) => cells[0] === email)?.slice(1, 3)).toEqual([
    "'=SUM(1,2)",
    'Lastname, Jr.',
  ])

  await row.getByRole('button', { name: `Remove ${email}` }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText(`Remove ${email} from the newsletter list?`)
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(row).toBeVisible()
  await row.getByRole('button', { name: `Remove ${email}` }).click()
  await dialog.getByRole('button', { name: 'Remove' }).click()
  await expectToast(page, 'Success', 'Subscriber removed')
  await expect(row).toHaveCount(0)
  expect(
    await queryE2eDb('SELECT id FROM newsletter_subscribers WHERE email = $1', [email]),
  ).toEqual([])
})
