import 'server-only'

import { draftMode, headers } from 'next/headers'
import type { Payload } from 'payload'
import { cache } from 'react'

import { isStaff } from '@/lib/roles'
import { insideNextServer } from '@/server/cache/next-runtime'
import { getPayloadClient } from '@/server/payload'

import type { User } from '../../../payload-types'

/**
 * The staff member previewing, or null: draft mode must be on AND the request must carry a staff
 * session, checked afresh on every request. A visitor holding a stale or copied
 * `__prerender_bypass` cookie has draft mode on but no session, so sees what every visitor sees.
 */
export const staffPreviewer = async (
  payload: Payload,
  request: { draftModeEnabled: boolean; headers: Headers },
): Promise<User | null> => {
  if (!request.draftModeEnabled) return null
  const { user } = await payload.auth({ headers: request.headers })
  return user && isStaff(user as User) ? (user as User) : null
}

/**
 * staffPreviewer for the page being rendered, once per request (the layout, the metadata and the
 * page share it). Draft mode is asked first: only a draft-mode request reads the headers, so a
 * visitor's page stays static (reading headers() would make every render dynamic). Outside the
 * Next server (the int tests' direct loader calls) nobody is previewing.
 */
export const previewingStaff = cache(async (): Promise<User | null> => {
  if (!insideNextServer()) return null
  if (!(await draftMode()).isEnabled) return null
  return staffPreviewer(await getPayloadClient(), {
    draftModeEnabled: true,
    headers: await headers(),
  })
})
