import { revalidateTag } from 'next/cache'

import { serverLog } from '@/server/log/server-log'

import { CACHE_HANDLER_INSTANCE } from './cache-handler-instance.mjs'
import { insideNextServer } from './next-runtime'

/** What expireTag needs of Next's cache handler (CacheHandler in next/dist/server/lib/incremental-cache). */
type TagExpirer = {
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>
}

const handlerInstance = () =>
  (globalThis as { [CACHE_HANDLER_INSTANCE]?: TagExpirer })[CACHE_HANDLER_INSTANCE]

/** Next's revalidateTag throws this outside a request: there is no work store to record it in. */
const isOutsideRequest = (error: unknown) =>
  error instanceof Error && error.message.includes('static generation store missing')

/**
 * Expire a cache tag at once, so the next visit reads fresh data.
 *
 * Inside a request (a staff edit) Next's revalidateTag records it and hands it to the cache
 * handler when the response is done. Outside any request (a job on the queue: the scheduled
 * publishing, the trash purge) it throws, so the tag goes straight to the cache handler instance
 * Next made (handler.mjs keeps it on the global): Next's CacheHandler interface,
 * `revalidateTag(tags, durations)`, is what Next itself calls (docs/internals.md). A server with
 * no instance is an error worth seeing: the site would show the old lists until their expiry.
 */
export const expireTag = async (tag: string): Promise<void> => {
  if (!insideNextServer()) return
  try {
    revalidateTag(tag, { expire: 0 })
    return
  } catch (error) {
    if (!isOutsideRequest(error)) throw error
  }
  const handler = handlerInstance()
  if (!handler) {
    serverLog.error('No cache handler to expire a tag outside a request', null, { tag })
    return
  }
  await handler.revalidateTag([tag], { expire: 0 })
}
