import { CACHE_HANDLER_INSTANCE } from '@/server/cache/cache-handler-instance.mjs'

/**
 * Runs `work` as inside `next start` outside a request (a job, or a route in this process): the
 * tags expired go to a cache handler the test holds, and are answered.
 */
export const expiredTagsOf = async (work: () => Promise<unknown>): Promise<string[]> => {
  const expired: string[] = []
  const holder = globalThis as { [CACHE_HANDLER_INSTANCE]?: unknown }
  const runtime = process.env.NEXT_RUNTIME
  process.env.NEXT_RUNTIME = 'nodejs'
  holder[CACHE_HANDLER_INSTANCE] = {
    revalidateTag: async (tags: string[]) => {
      expired.push(...tags)
    },
  }
  try {
    await work()
  } finally {
    if (runtime === undefined) delete process.env.NEXT_RUNTIME
    else process.env.NEXT_RUNTIME = runtime
    delete holder[CACHE_HANDLER_INSTANCE]
  }
  return expired
}
