import { unstable_cache } from 'next/cache'

import { insideNextServer } from './next-runtime'

/**
 * Wraps a read in Next's data cache under the given tags. Payload hooks expire the tags on
 * every change (collections/hooks/revalidate.ts), so a cached read is never stale after an edit.
 */
export const cachedRead = <Args extends unknown[], Result>(
  read: (...args: Args) => Promise<Result>,
  keyParts: string[],
  tags: string[],
): ((...args: Args) => Promise<Result>) => {
  const cached = unstable_cache(read, keyParts, { tags })
  return (...args: Args) => (insideNextServer() ? cached(...args) : read(...args))
}
