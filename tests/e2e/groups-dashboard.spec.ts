import { randomUUID } from 'node:crypto'

import { expect, type Page } from '@playwright/test'

import { LEADER_NEEDS_CONTACT } from '../../src/lib/groups/group-options'
import { callAsPage } from './helpers/admin-api'
import { expectNoAxeViolations } from './helpers/axe'
import { queryE2eDb } from './helpers/db'
import { logInAs, seededAccounts } from './helpers/session'
import { toasts } from './helpers/toasts'
import { test } from './helpers/test'

type StaffGroup = {
  id: number
  name: string
  slug: string
  area: string | null
  meetingRule: string | null
  newRequests: number
  leaders: { user: number | null; name: string | null; email: string | null }[]
}

const dialog = (page: Page) => page.getByRole('dialog')

const staffGroup = async (page: Page, name: string) => {
  const groups = (await callAsPage(page, 'GET', '/api/admin/groups')) as StaffGroup[]
  return groups.find((group) => group.name === name)
}

/** Whatever a test left, in the trash or not, goes for good with its requests. */
const removeForGood = async (name: string) => {
  await queryE2eDb(
    'DELETE FROM group_join_requests WHERE group_id IN (SELECT id FROM groups WHERE name = $1)',
    [name],
  )
  await queryE2eDb('DELETE FROM groups WHERE name = $1', [name])
}

/** A toast says this (an earlier one may still be up beside it). */
const expectToastSaying = (page: Page, text: string) =>
  expect(toasts(page).filter({ hasText: text }).first()).toBeVisible()

/** Picks the option whose words hold `text` (an account is shown as "Name (email)"). */
const selectOptionWith = async (page: Page, label: string, text: string) => {
  const select = dialog(page).getByLabel(label, { exact: true })
  const value = await select.locator('option', { hasText: text }).getAttribute('value')
  await select.selectOption(value!)
}

test.beforeEach(async ({ page }) => {
  await logInAs(page, 'admin')
})

for (const { name: view, size } of [
  { name: 'desktop', size: { width: 1280, height: 800 } },
  { name: '390 px', size: { width: 390, height: 844 } },
]) {
  test(`staff add and edit a group, handle a request to join, delete and restore it (${view})`, async ({
    page,
  }) => {
    // One story through two tabs and a dozen saves: more than a busy machine does in a minute.
    test.setTimeout(180_000)
    await page.setViewportSize(size)
    const name = `Harbour Study ${randomUUID().slice(0, 8)}`
    const visitor = `lydia-${randomUUID().slice(0, 8)}@test.shoreline.test`
    try {
      await page.goto('/admin?tab=groups')
      await expect(page.getByRole('heading', { name: 'Groups', level: 2 })).toBeVisible()
      await page.getByRole('button', { name: 'Add group' }).click()
      const form = dialog(page)
      await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
      await form.getByLabel('Category').selectOption({ label: 'Bible study' })
      await form.getByLabel('Meeting day', { exact: true }).selectOption({ label: 'Thursday' })
      await form.getByLabel('Meeting time').fill('19:30')
      // The events' recurrence editor, in words: staff never type a rule.
      await form.getByLabel('Repeats', { exact: true }).selectOption({ label: 'Monthly' })
      await form.getByLabel('Which week', { exact: true }).selectOption({ label: 'Second' })
      await expect(form).toContainText('Visitors read: Second Thursday of each month, 7:30 PM')
      await expect(form).not.toContainText('FREQ=')
      await form.getByLabel('Area', { exact: true }).fill('Harbourside')
      await form.getByLabel('Childcare offered').check()
      await form.getByRole('button', { name: 'Add leader' }).click()
      await selectOptionWith(page, 'Leader 1: account', seededAccounts.member.email)
      await form.getByRole('button', { name: 'Add leader' }).click()
      await form.getByLabel('Leader 2: name').fill('Deborah Judge')
      await expectNoAxeViolations(page)

      // A typed leader without an email is refused on that leader's row.
      await form.getByRole('button', { name: 'Create group' }).click()
      await expect(form.getByText(LEADER_NEEDS_CONTACT)).toBeVisible()
      await expect(form.getByLabel('Leader 2: name')).toHaveAttribute('aria-invalid', 'true')
      await form.getByLabel('Leader 2: email').fill('deborah@leaders.shoreline.test')
      await form.getByRole('button', { name: 'Create group' }).click()
      await expectToastSaying(page, 'Group created successfully')
      await expect(form).toHaveCount(0)

      const row = page.locator('tr', { hasText: name })
      await expect(row).toContainText('Second Thursday of each month, 7:30 PM')
      await expect(row).toContainText('Open to new members')
      const created = (await staffGroup(page, name))!
      expect(created.meetingRule).toBeTruthy()
      expect(created.leaders).toEqual([
        expect.objectContaining({ user: expect.any(Number), name: null, email: null }),
        expect.objectContaining({
          user: null,
          name: 'Deborah Judge',
          email: 'deborah@leaders.shoreline.test',
        }),
      ])

      // Edit: the dialog opens on the stored choices.
      await page.getByRole('button', { name: `Edit ${name}` }).click()
      await expect(form.getByLabel('Repeats', { exact: true })).toHaveValue('monthly')
      await expect(form.getByLabel('Leader 1: account')).toHaveValue(
        String(created.leaders[0].user),
      )
      await form.getByLabel('Area', { exact: true }).fill('Old Town')
      await form.getByRole('button', { name: 'Remove leader 1' }).click()
      await form.getByRole('button', { name: 'Save changes' }).click()
      await expectToastSaying(page, 'Group updated successfully')
      const edited = (await staffGroup(page, name))!
      expect(edited.area).toBe('Old Town')
      expect(edited.leaders).toEqual([expect.objectContaining({ name: 'Deborah Judge' })])

      // A visitor asks to join (and a robot fills the honeypot).
      await callAsPage(page, 'POST', '/api/group-join-requests', {
        group: created.slug,
        name: 'Lydia Thyatira',
        email: visitor,
        phone: '2075550123',
        message: 'We have just moved here',
      })
      await callAsPage(page, 'POST', '/api/group-join-requests', {
        group: created.slug,
        name: 'Robot Spammer',
        email: `robot-${visitor}`,
        website: 'https://spam.example',
      })
      await page.reload()
      await expect(row).toContainText('Open to new members')
      const panel = page.getByRole('region', { name: 'Requests to join' })
      await panel.getByLabel('Group', { exact: true }).selectOption(String(created.id))
      const requests = panel.getByRole('list', { name: `Requests to join ${name}` })
      await expect(requests).toContainText('Lydia Thyatira')
      await expect(requests).toContainText('We have just moved here')
      await expect(requests).toContainText('Sent ')
      await expect(requests).not.toContainText('Robot Spammer')
      await expect(panel).toContainText('1 request marked spam is hidden.')
      await panel.getByLabel('Show spam').check()
      await expect(requests).toContainText('Robot Spammer')
      await panel.getByLabel('Show spam').uncheck()
      await expectNoAxeViolations(page)

      const status = panel.getByLabel('Status of Lydia Thyatira’s request')
      await status.selectOption('contacted')
      await expectToastSaying(page, 'Request marked contacted')
      await expect(status).toHaveValue('contacted')
      await status.selectOption('joined')
      await expectToastSaying(page, 'Request marked joined')
      await panel.getByLabel('Show requests').selectOption('new')
      await expect(panel).toContainText('No requests to show.')
      await panel.getByLabel('Show requests').selectOption('joined')
      await expect(requests).toContainText('Lydia Thyatira')

      // Delete moves it to the trash; the Trash tab restores it.
      await page.getByRole('button', { name: `Delete ${name}` }).click()
      await expect(dialog(page)).toContainText('to the trash')
      await dialog(page).getByRole('button', { name: 'Move to trash' }).click()
      await expectToastSaying(page, 'Item deleted successfully')
      await expect(page.getByRole('button', { name: `Edit ${name}` })).toHaveCount(0)

      await page.goto('/admin?tab=trash')
      const trashed = page.getByRole('listitem').filter({ hasText: name })
      await expect(trashed).toContainText('Group · deleted')
      await trashed.getByRole('button', { name: `Restore Group ${name}` }).click()
      await expectToastSaying(page, 'Group restored')

      await page.goto('/admin?tab=groups')
      await expect(page.getByRole('button', { name: `Edit ${name}` })).toBeVisible()
    } finally {
      await removeForGood(name)
    }
  })
}
