import { revalidateTag } from 'next/cache'

import { forgetTag } from './local-memo'
import { insideNextServer } from './next-runtime'

/** Expire a cache tag at once, so the next visit reads fresh data. */
export const expireTag = (tag: string): void => {
  if (!insideNextServer()) return
  forgetTag(tag)
  revalidateTag(tag, { expire: 0 })
}
