import 'server-only'

import { draftMode } from 'next/headers'

import { insideNextServer } from '@/server/cache/next-runtime'

/**
 * Turns Next's draft mode on or off for the browser that asked: Next sets (or expires) its
 * `__prerender_bypass` cookie on the route's response. Outside the Next server (Vitest, scripts)
 * there is no request to carry a cookie and no page cache to bypass, so it does nothing, as
 * cached reads and revalidation do there (src/server/cache/next-runtime.ts).
 */
export const switchDraftMode = async (on: boolean): Promise<void> => {
  if (!insideNextServer()) return
  const draft = await draftMode()
  if (on) draft.enable()
  else draft.disable()
}
