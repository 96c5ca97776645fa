import { revalidateTag } from 'next/cache'

import { insideNextServer } from './next-runtime'

/** Expire a cache tag at once, so the next visit reads fresh data. */
export const expireTag = (tag: string): void => {
  if (!insideNextServer()) return
  revalidateTag(tag, { expire: 0 })
}
