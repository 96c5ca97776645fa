import type { Payload } from 'payload'

import {
  HISTORY_GLOBALS,
  PAGE_TEXTS_PART_LABELS,
  type HistoryGlobal,
  type PageTextsPart,
} from '@/lib/history/history-globals'
import type { PublishingChoice } from '@/lib/schemas/publishing'
import { slugs } from '@/lib/slugs'
import { sqlFor } from '@/server/db/sql'
import { globalStates } from '@/server/publishing/globals/global-state'
import { targetKey, type GlobalTarget } from '@/server/publishing/globals/targets'
import { writeGlobalForStaff } from '@/server/publishing/globals/write-global-for-staff'

import type { User } from '../../../../payload-types'
import { restorableGlobalFields, valueAt } from './global-history-fields'
import { readGlobalVersion } from './find-global-version'

/** What the restore writes: the page's group (page texts) or the global's fields. */
const restoredData = (
  version: Record<string, unknown>,
  names: readonly string[],
  part?: PageTextsPart,
): Record<string, unknown> =>
  Object.fromEntries(
    names.map((name) => [
      part ? name.slice(part.length + 1) : name,
      valueAt(version, name) ?? null,
    ]),
  )

/**
 * Restore a global's version: its fields come back exactly, through the same write as the form's
 * save (writeGlobalForStaff: validation, hooks, the cache tags a publish expires), as a draft (the
 * site keeps what it shows; a pending publish time stays) or published at once (a pending publish
 * time is dropped). For the page texts one page is restored (`part`), as each page is published
 * on its own: the other pages, and their drafts, are left as they are. The restore is a new
 * version on top, saved by the caller, so it can be undone from the same list.
 */
export const restoreGlobalVersion = async (
  payload: Payload,
  user: User,
  name: HistoryGlobal,
  versionId: number,
  status: PublishingChoice,
  part?: PageTextsPart,
) => {
  const found = await readGlobalVersion(payload, user, name, versionId)
  const names = restorableGlobalFields(payload, user, name, part)
  const data = restoredData(found.version, names, part)
  const target: GlobalTarget =
    name === 'page-texts'
      ? { global: slugs.pageTexts, page: part! }
      : { global: HISTORY_GLOBALS[name].global as typeof slugs.siteConfig }
  await writeGlobalForStaff({ payload, user }, target, data, { status })
  const { states } = await globalStates(payload, await sqlFor(payload), target.global, [target])
  const what = part
    ? `The ${PAGE_TEXTS_PART_LABELS[part]} page's texts`
    : HISTORY_GLOBALS[name].label
  return {
    message:
      status === 'draft'
        ? `${what} restored as a draft: the website is unchanged until it is published`
        : `${what} restored and published`,
    publishing: states.get(targetKey(target))!,
  }
}
