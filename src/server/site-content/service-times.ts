import type { ServiceTimesContent } from '@/lib/service-times/service-time'
import { SERVICE_TIMES_DEFAULTS } from '@/lib/site-defaults'
import { slugs } from '@/lib/slugs'
import { cachedRead } from '@/server/cache/cached-read'
import { getPayloadClient } from '@/server/payload'

import type { ServiceTime } from '../../../payload-types'

/** What the pages need: the list in staff's order and the promo wording, without row ids. */
export const toServiceTimesContent = (saved: ServiceTime): ServiceTimesContent => ({
  services: (saved.services ?? []).map(({ id: _id, ...service }) => service),
  promoLine: saved.promoLine,
})

const readServiceTimes = async (): Promise<ServiceTimesContent> => {
  const payload = await getPayloadClient()
  return toServiceTimesContent(await payload.findGlobal({ slug: slugs.serviceTimes, depth: 0 }))
}

/**
 * Cached under the global's tag, which its afterChange hook expires: pages stay static and show
 * a change on the next view. At build time (never served) the defaults render.
 */
const cachedServiceTimes = cachedRead(
  readServiceTimes,
  ['service-times'],
  [slugs.serviceTimes],
  SERVICE_TIMES_DEFAULTS,
)

export const getServiceTimes = (): Promise<ServiceTimesContent> => cachedServiceTimes.data()

/** The same content as JSON text, for GET /api/service-times. */
export const getServiceTimesJson = (): Promise<string> => cachedServiceTimes.json()
